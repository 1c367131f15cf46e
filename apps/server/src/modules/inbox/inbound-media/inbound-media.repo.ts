import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { conversations, type InboundMediaCopy, messages } from '../../../db/schema/index';

/** An inbound message with a file to copy, and the channel it came on. */
export async function findMessageWithMedia(db: Database, messageId: string) {
  const [row] = await db
    .select({
      messageId: messages.id,
      accountId: messages.accountId,
      channelId: conversations.channelId,
      type: messages.type,
      content: messages.content,
      mediaCopy: messages.mediaCopy,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, messageId));
  return row;
}

/** Moves a pending copy on; one settled already (by another run of the same job) is left as it is. */
export async function recordMediaCopy(
  db: Database,
  messageId: string,
  copy: InboundMediaCopy,
): Promise<void> {
  await db
    .update(messages)
    .set({ mediaCopy: copy })
    .where(and(eq(messages.id, messageId), sql`${messages.mediaCopy}->>'state' = 'pending'`));
}

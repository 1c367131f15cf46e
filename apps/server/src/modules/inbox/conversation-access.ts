import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema/index';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Who sees a conversation: agents those assigned to them and the unassigned ones; managers and
 * account admins every one of their account. As a condition, for lists.
 */
export function visibleTo(principal: Principal) {
  const ofAccount = eq(conversations.accountId, principal.accountId);
  if (principal.roleName !== 'agent') return ofAccount;
  return and(
    ofAccount,
    or(isNull(conversations.assignedAgentId), eq(conversations.assignedAgentId, principal.userId)),
  );
}

/** The conversation if the principal may see it; otherwise 404, as for another account's. */
export async function findVisibleConversation(
  db: Database,
  principal: Principal,
  conversationId: string,
): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(visibleTo(principal), eq(conversations.id, conversationId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatbotSessionCounts, chatbots, users } from '../../db/schema/index';

export type ChatbotRow = typeof chatbots.$inferSelect & { updatedByName: string | null; sessionsRun: number };
export type ChatbotChanges = Partial<
  Pick<
    typeof chatbots.$inferInsert,
    | 'name'
    | 'type'
    | 'keyword'
    | 'keywordKey'
    | 'status'
    | 'startNode'
    | 'nodes'
    | 'sessionTimeoutMinutes'
    | 'timeoutMessage'
    | 'restartKeyword'
  >
>;

const withEditor = (db: Database) =>
  db
    .select({
      ...getTableColumns(chatbots),
      updatedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      sessionsRun: sql<number>`(select coalesce(sum(${chatbotSessionCounts.sessions}), 0)::int
        from ${chatbotSessionCounts} where ${chatbotSessionCounts.chatbotId} = ${chatbots.id})`,
    })
    .from(chatbots)
    .leftJoin(users, eq(users.id, chatbots.updatedBy));

const ofChannel = (accountId: string, channelId: string, chatbotId: string) =>
  and(eq(chatbots.accountId, accountId), eq(chatbots.channelId, channelId), eq(chatbots.id, chatbotId));

/** The channel's chatbots, oldest first. */
export function listChatbots(db: Database, accountId: string, channelId: string): Promise<ChatbotRow[]> {
  return withEditor(db)
    .where(and(eq(chatbots.accountId, accountId), eq(chatbots.channelId, channelId)))
    .orderBy(asc(chatbots.createdAt), asc(chatbots.id));
}

export async function findChatbot(
  db: Database,
  accountId: string,
  channelId: string,
  chatbotId: string,
): Promise<ChatbotRow | undefined> {
  const [row] = await withEditor(db).where(ofChannel(accountId, channelId, chatbotId));
  return row;
}

export async function insertChatbot(
  db: Database,
  values: Pick<
    typeof chatbots.$inferInsert,
    'accountId' | 'channelId' | 'name' | 'type' | 'keyword' | 'keywordKey' | 'updatedBy'
  >,
): Promise<string> {
  const [row] = await db.insert(chatbots).values(values).returning({ id: chatbots.id });
  if (!row) throw new Error('the chatbot was not stored');
  return row.id;
}

/** Answers whether the chatbot was there to change. */
export async function updateChatbot(
  db: Database,
  ids: { accountId: string; channelId: string; chatbotId: string },
  changes: ChatbotChanges & { updatedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(chatbots)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofChannel(ids.accountId, ids.channelId, ids.chatbotId))
    .returning({ id: chatbots.id });
  return rows.length > 0;
}

export async function deleteChatbot(
  db: Database,
  accountId: string,
  channelId: string,
  chatbotId: string,
): Promise<boolean> {
  const rows = await db
    .delete(chatbots)
    .where(ofChannel(accountId, channelId, chatbotId))
    .returning({ id: chatbots.id });
  return rows.length > 0;
}

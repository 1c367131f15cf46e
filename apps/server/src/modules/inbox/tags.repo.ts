import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { conversationTags, tags } from '../../db/schema/index';

export type TagRow = typeof tags.$inferSelect;

const byName = [asc(sql`lower(${tags.tagName})`), asc(tags.id)];

export function listTags(db: Database, accountId: string): Promise<TagRow[]> {
  return db
    .select()
    .from(tags)
    .where(eq(tags.accountId, accountId))
    .orderBy(...byName);
}

export async function findTag(db: Database, accountId: string, tagId: string): Promise<TagRow | undefined> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.accountId, accountId), eq(tags.id, tagId)));
  return row;
}

/** The new tag, or none when the account already has one of that name (in any case). */
export async function insertTag(
  db: Database,
  accountId: string,
  tagName: string,
): Promise<TagRow | undefined> {
  const [row] = await db.insert(tags).values({ accountId, tagName }).onConflictDoNothing().returning();
  return row;
}

/**
 * Deletes the tag and takes it off every conversation; answers those conversations, or undefined
 * when the account has no such tag. The conversations come from the delete itself, so however many
 * there are, this stays two statements.
 */
export async function deleteTag(
  db: Database,
  accountId: string,
  tagId: string,
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const untagged = await tx
      .delete(conversationTags)
      .where(and(eq(conversationTags.accountId, accountId), eq(conversationTags.tagId, tagId)))
      .returning({ conversationId: conversationTags.conversationId });
    const deleted = await tx
      .delete(tags)
      .where(and(eq(tags.accountId, accountId), eq(tags.id, tagId)))
      .returning({ id: tags.id });
    return deleted.length === 0 ? undefined : untagged.map((row) => row.conversationId);
  });
}

export type ConversationTagRow = { id: string; tagId: string; tagName: string };

export function listConversationTags(db: Database, conversationId: string): Promise<ConversationTagRow[]> {
  return db
    .select({ id: conversationTags.id, tagId: tags.id, tagName: tags.tagName })
    .from(conversationTags)
    .innerJoin(tags, eq(tags.id, conversationTags.tagId))
    .where(eq(conversationTags.conversationId, conversationId))
    .orderBy(...byName);
}

/** The new conversation tag's id, or none when the tag is already on the conversation. */
export async function insertConversationTag(
  db: Database,
  values: { accountId: string; conversationId: string; tagId: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(conversationTags)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: conversationTags.id });
  return row?.id;
}

/**
 * Puts several of the account's tags on a conversation at once; ids of tags the account does not
 * have are skipped. Answers how many were added.
 */
export async function insertConversationTags(
  db: Database,
  conversation: { accountId: string; id: string },
  tagIds: string[],
): Promise<number> {
  if (tagIds.length === 0) return 0;
  const added = await db.execute(sql`
    insert into conversation_tags (account_id, conversation_id, tag_id)
    select t.account_id, ${conversation.id}, t.id from tags t
    where t.account_id = ${conversation.accountId} and t.id = any(${sql.param(tagIds)}::uuid[])
    on conflict do nothing
    returning id`);
  return rowsOf(added).length;
}

/** Answers whether the conversation had that tag. */
export async function deleteConversationTag(
  db: Database,
  conversationId: string,
  conversationTagId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(conversationTags)
    .where(
      and(eq(conversationTags.conversationId, conversationId), eq(conversationTags.id, conversationTagId)),
    )
    .returning({ id: conversationTags.id });
  return deleted.length > 0;
}

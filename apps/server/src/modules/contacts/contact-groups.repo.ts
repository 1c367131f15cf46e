import { and, count, countDistinct, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactGroupMembers, contactGroups, contacts } from '../../db/schema/index';
import { isOneOf } from './contacts.repo';
import { escapeLike } from './contacts.search';

export type ContactGroupRow = typeof contactGroups.$inferSelect;

/** The new group, or none when the account already has one of that name (in any case). */
export async function insertGroup(
  db: Database,
  accountId: string,
  groupName: string,
): Promise<ContactGroupRow | undefined> {
  const [row] = await db
    .insert(contactGroups)
    .values({ accountId, groupName })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findGroup(
  db: Database,
  accountId: string,
  groupId: string,
): Promise<ContactGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(contactGroups)
    .where(and(eq(contactGroups.accountId, accountId), eq(contactGroups.id, groupId)));
  return row;
}

export async function listGroups(
  db: Database,
  accountId: string,
  query: { searchTerm?: string; page: number; records: number },
) {
  const where = and(
    eq(contactGroups.accountId, accountId),
    query.searchTerm ? ilike(contactGroups.groupName, `%${escapeLike(query.searchTerm)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactGroups)
      .where(where)
      .orderBy(desc(contactGroups.createdAt), desc(contactGroups.id))
      .limit(query.records)
      .offset((query.page - 1) * query.records),
    db.select({ value: count() }).from(contactGroups).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function renameGroup(
  db: Database,
  accountId: string,
  groupId: string,
  groupName: string,
): Promise<ContactGroupRow | undefined> {
  const [row] = await db
    .update(contactGroups)
    .set({ groupName })
    .where(and(eq(contactGroups.accountId, accountId), eq(contactGroups.id, groupId)))
    .returning();
  return row;
}

/** Which of these ids are the account's groups. */
export async function ownGroupIds(db: Database, accountId: string, groupIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: contactGroups.id })
    .from(contactGroups)
    .where(and(eq(contactGroups.accountId, accountId), inArray(contactGroups.id, groupIds)));
  return rows.map((row) => row.id);
}

/** Puts each contact in each group; a contact already in a group stays there once. */
export async function addGroupMembers(db: Database, groupIds: string[], contactIds: string[]): Promise<void> {
  await db.execute(sql`
    insert into ${contactGroupMembers} (group_id, contact_id)
    select group_id, contact_id
    from unnest(${sql.param(groupIds)}::uuid[]) as group_id
      cross join unnest(${sql.param(contactIds)}::uuid[]) as contact_id
    on conflict do nothing`);
}

export async function removeGroupMembers(db: Database, groupId: string, contactIds: string[]): Promise<void> {
  await db
    .delete(contactGroupMembers)
    .where(and(eq(contactGroupMembers.groupId, groupId), isOneOf(contactGroupMembers.contactId, contactIds)));
}

/** Those of these contacts that are in the group. */
export async function membersAmong(db: Database, groupId: string, contactIds: string[]): Promise<string[]> {
  if (contactIds.length === 0) return [];
  const rows = await db
    .select({ id: contactGroupMembers.contactId })
    .from(contactGroupMembers)
    .where(and(eq(contactGroupMembers.groupId, groupId), isOneOf(contactGroupMembers.contactId, contactIds)));
  return rows.map((row) => row.id);
}

/** How many contacts are in at least one of these groups. */
export async function countContactsInGroups(db: Database, groupIds: string[]): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(contactGroupMembers.contactId) })
    .from(contactGroupMembers)
    .where(inArray(contactGroupMembers.groupId, groupIds));
  return row?.value ?? 0;
}

/** Deletes the groups and every contact in any of them; answers how many groups went. */
export async function deleteGroupsAndTheirContacts(
  db: Database,
  accountId: string,
  groupIds: string[],
): Promise<number> {
  const members = db
    .select({ id: contactGroupMembers.contactId })
    .from(contactGroupMembers)
    .where(inArray(contactGroupMembers.groupId, groupIds));
  await db.delete(contacts).where(and(eq(contacts.accountId, accountId), inArray(contacts.id, members)));
  const deleted = await db
    .delete(contactGroups)
    .where(and(eq(contactGroups.accountId, accountId), inArray(contactGroups.id, groupIds)))
    .returning({ id: contactGroups.id });
  return deleted.length;
}

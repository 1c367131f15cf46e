import type { Contact, ContactAdReferral, ContactSettings } from '@parley/contract';
import { type AnyColumn, and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsSelect } from '../../db/rows-select';
import {
  contactCounts,
  contactGroupMembers,
  contactGroups,
  contactSettings,
  contacts,
} from '../../db/schema/index';
import { contactSearchCondition, type SearchMethod } from './contacts.search';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
export type ContactGroupRef = Contact['groups'][number];

/** `column = any(ids)`: one parameter however many ids, where `inArray` takes one each. */
export const isOneOf = (column: AnyColumn, ids: string[]) => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** A WhatsApp user as a contact is found or made for them: by number, with what their message told. */
export interface WhatsAppUserContact {
  accountId: string;
  /** Digits only. */
  phone: string;
  name?: string;
  adReferral?: ContactAdReferral;
}

const contactKeyOf = (contact: { accountId: string; phone: string }) =>
  `${contact.accountId} ${contact.phone}`;

/**
 * The account's contacts with these phones, created if new (each number once): a name learnt later
 * fills an empty one, and an ad they wrote from is their first one if they had none, and their last
 * unless a later one is. It answers the contacts it created or changed: one it would leave as it was
 * is not written again (a new version of the row, with an entry in each of its indexes, for every
 * message of a known customer and every campaign send to one), and `upsertNumberConversations` reads
 * it instead. The statement, not yet run, for a larger one to build on.
 */
export function contactsUpsert(db: Database, users: WhatsAppUserContact[]) {
  // In key order, so that writes beside each other lock their rows in the same order.
  const distinct = [...new Map(users.map((user) => [contactKeyOf(user), user])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, user]) => user);
  return db
    .insert(contacts)
    .select(
      rowsSelect(
        contacts,
        distinct.map(({ accountId, phone, name, adReferral }) => ({
          accountId,
          phone,
          name: name ?? null,
          firstAdReferral: adReferral ?? null,
          lastAdReferral: adReferral ?? null,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [contacts.accountId, contacts.phone],
      set: {
        name: sql`coalesce(${contacts.name}, excluded.name)`,
        firstAdReferral: sql`coalesce(${contacts.firstAdReferral}, excluded.first_ad_referral)`,
        lastAdReferral: sql`case
          when ${contacts.lastAdReferral} is null
            or (excluded.last_ad_referral->>'at')::timestamptz >= (${contacts.lastAdReferral}->>'at')::timestamptz
          then coalesce(excluded.last_ad_referral, ${contacts.lastAdReferral})
          else ${contacts.lastAdReferral} end`,
      },
      setWhere: sql`(${contacts.name} is null and excluded.name is not null)
        or (${contacts.firstAdReferral} is null and excluded.first_ad_referral is not null)
        or excluded.last_ad_referral is not null`,
    })
    .returning();
}

/** Which of an account's contacts a list shows. */
export interface ContactFilter {
  accountId: string;
  /** Only blocked contacts, only the others, or (unset) both. */
  blocked?: boolean;
  groupId?: string;
  searchTerm?: string;
  /** How a search reads the contacts; through the trigram index unless said otherwise. */
  searchMethod?: SearchMethod;
}

const sortColumns = {
  createdAt: contacts.createdAt,
  name: contacts.name,
  phone: contacts.phone,
  blockedAt: contacts.blockedAt,
};

export interface ContactOrder {
  sort: keyof typeof sortColumns;
  order: 'asc' | 'desc';
}

export function contactFilterCondition(filter: ContactFilter): SQL | undefined {
  const { groupId } = filter;
  return and(
    eq(contacts.accountId, filter.accountId),
    filter.blocked === undefined
      ? undefined
      : filter.blocked
        ? isNotNull(contacts.blockedAt)
        : isNull(contacts.blockedAt),
    groupId === undefined
      ? undefined
      : sql`exists (select 1 from ${contactGroupMembers} where ${contactGroupMembers.groupId} = ${groupId} and ${contactGroupMembers.contactId} = ${contacts.id})`,
    contactSearchCondition(filter.searchTerm, filter.searchMethod ?? 'trigram-index'),
  );
}

/** Ordered on the sort column, then the id, so equal values keep one order from page to page. */
export function contactOrderBy({ sort, order }: ContactOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(sortColumns[sort]), direction(contacts.id)];
}

export function listContacts(
  db: Database,
  filter: ContactFilter,
  order: ContactOrder,
  page: { page: number; records: number },
): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(contactFilterCondition(filter))
    .orderBy(...contactOrderBy(order))
    .limit(page.records)
    .offset((page.page - 1) * page.records);
}

/** Up to `limit` ids of matching contacts, in no particular order. */
export async function matchingContactIds(
  db: Database,
  filter: ContactFilter,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(contactFilterCondition(filter))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A page of these contacts, in order. */
export function listContactsWithIds(
  db: Database,
  contactIds: string[],
  order: ContactOrder,
  page: { page: number; records: number },
): Promise<ContactRow[]> {
  if (contactIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contacts)
    .where(isOneOf(contacts.id, contactIds))
    .orderBy(...contactOrderBy(order))
    .limit(page.records)
    .offset((page.page - 1) * page.records);
}

/** Where a walk through contacts in creation order stopped: the time as text keeps its microseconds. */
export interface ContactCursor {
  createdAt: string;
  id: string;
}

/** The next `limit` matching contacts after the cursor, oldest first, each with the cursor it ends at. */
export function listContactsAfter(
  db: Database,
  filter: ContactFilter,
  after: ContactCursor | undefined,
  limit: number,
) {
  return db
    .select({ contact: contacts, createdAt: sql<string>`${contacts.createdAt}::text` })
    .from(contacts)
    .where(
      and(
        contactFilterCondition(filter),
        after
          ? sql`(${contacts.createdAt}, ${contacts.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .limit(limit);
}

/** Every attribute key the matching contacts use, sorted. */
export async function attributeKeysOf(db: Database, filter: ContactFilter): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: sql<string>`jsonb_object_keys(${contacts.attributes})` })
    .from(contacts)
    .where(contactFilterCondition(filter));
  return rows.map((row) => row.key).sort();
}

/** How many contacts match, counted no further than `limit`. */
export async function countContactsUpTo(db: Database, filter: ContactFilter, limit: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(contacts)
    .where(contactFilterCondition(filter))
    .limit(limit)
    .as('matching');
  const [row] = await db.select({ value: count() }).from(matching);
  return row?.value ?? 0;
}

/** Contacts a campaign may reach: neither blocked nor opted out of marketing. */
export const campaignAudienceCondition = () => and(isNull(contacts.blockedAt), isNull(contacts.optedOutAt));

/** The account's contacts, kept counted by the database in a few shards (migrations 0007 and 0027). */
export async function contactTotals(db: Database, accountId: string) {
  const [row] = await db
    .select({
      listed: sql<number>`coalesce(sum(${contactCounts.listed}), 0)::int`,
      blocked: sql<number>`coalesce(sum(${contactCounts.blocked}), 0)::int`,
    })
    .from(contactCounts)
    .where(eq(contactCounts.accountId, accountId));
  return { listed: row?.listed ?? 0, blocked: row?.blocked ?? 0 };
}

export async function findContact(
  db: Database,
  accountId: string,
  contactId: string,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)));
  return row;
}

/** The groups of each of these contacts, by contact id. */
export async function groupsOfContacts(
  db: Database,
  contactIds: string[],
): Promise<Map<string, ContactGroupRef[]>> {
  const groups = new Map<string, ContactGroupRef[]>(contactIds.map((id) => [id, []]));
  if (contactIds.length === 0) return groups;
  const rows = await db
    .select({
      contactId: contactGroupMembers.contactId,
      groupId: contactGroups.id,
      groupName: contactGroups.groupName,
    })
    .from(contactGroupMembers)
    .innerJoin(contactGroups, eq(contactGroups.id, contactGroupMembers.groupId))
    .where(isOneOf(contactGroupMembers.contactId, contactIds))
    .orderBy(asc(contactGroups.groupName));
  for (const { contactId, ...group } of rows) groups.get(contactId)?.push(group);
  return groups;
}

/** Inserts the contacts whose phone the account does not have yet; answers those inserted. */
export function insertNewContacts(db: Database, values: NewContactRow[]): Promise<ContactRow[]> {
  return db.insert(contacts).values(values).onConflictDoNothing().returning();
}

type EditableColumn = 'name' | 'phone' | 'email' | 'attributes' | 'blockedAt' | 'optedOutAt';

export async function updateContact(
  db: Database,
  accountId: string,
  contactId: string,
  values: Partial<{ [K in EditableColumn]: ContactRow[K] | SQL }>,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)))
    .returning();
  return row;
}

/** Which of these ids are the account's contacts. */
export async function ownContactIds(
  db: Database,
  accountId: string,
  contactIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), isOneOf(contacts.id, contactIds)));
  return rows.map((row) => row.id);
}

export async function deleteContacts(db: Database, accountId: string, contactIds: string[]): Promise<number> {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.accountId, accountId), isOneOf(contacts.id, contactIds)))
    .returning({ id: contacts.id });
  return rows.length;
}

export async function findContactSettings(
  db: Database,
  accountId: string,
): Promise<ContactSettings | undefined> {
  const [row] = await db
    .select({ optOutKeywords: contactSettings.optOutKeywords, optInKeywords: contactSettings.optInKeywords })
    .from(contactSettings)
    .where(eq(contactSettings.accountId, accountId));
  return row;
}

export async function saveContactSettings(
  db: Database,
  accountId: string,
  settings: ContactSettings,
): Promise<void> {
  await db
    .insert(contactSettings)
    .values({ accountId, ...settings })
    .onConflictDoUpdate({ target: contactSettings.accountId, set: settings });
}

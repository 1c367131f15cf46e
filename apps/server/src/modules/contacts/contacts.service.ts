import {
  type BlockedContactsQuery,
  type ContactDeletionPreview,
  type ContactDetails,
  type ContactInput,
  type ContactList,
  type ContactMessage,
  type ContactSettings,
  type CreateContactsInput,
  contactMessages,
  errorMessages,
  type ListContactsQuery,
} from '@parley/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-errors';
import { AppError } from '../../shared/errors';
import { addGroupMembers, ownGroupIds } from './contact-groups.repo';
import { contactSettingsOf, updateContactSettings } from './contact-keywords.service';
import { contactPage } from './contact-pages';
import { toContactDetailsDto, toContactDto, toStoredPhone } from './contacts.mapper';
import {
  type ContactRow,
  contactsUpsert,
  contactTotals,
  deleteContacts,
  findContact,
  groupsOfContacts,
  insertNewContacts,
  ownContactIds,
  updateContact,
  type WhatsAppUserContact,
} from './contacts.repo';

export type { ContactRow };

type ContactAnswer = z.infer<typeof ContactMessage>;

export { campaignAudienceCondition } from './contacts.repo';

export interface ContactsDependencies {
  db: Database;
  /** The inbox's conversations of a contact, for the contact's page. */
  conversationsOfContact(
    db: Database,
    accountId: string,
    contactId: string,
  ): Promise<ContactDetails['conversations']>;
  /** How many conversations and messages the inbox holds for these contacts. */
  historyOfContacts(
    db: Database,
    accountId: string,
    contactIds: string[],
  ): Promise<Omit<ContactDeletionPreview, 'contacts'>>;
}

export function createContactsService({
  db,
  conversationsOfContact,
  historyOfContacts,
}: ContactsDependencies) {
  const findOwnContact = async (accountId: string, contactId: string) => {
    const row = await findContact(db, accountId, contactId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  const answer = async (message: string, row: ContactRow): Promise<ContactAnswer> => {
    const groups = await groupsOfContacts(db, [row.id]);
    return { message, contact: toContactDto(row, groups.get(row.id) ?? []) };
  };

  const change = async (
    accountId: string,
    contactId: string,
    values: Parameters<typeof updateContact>[3],
  ): Promise<ContactRow> => {
    const row = await updateContact(db, accountId, contactId, values);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  return {
    async list(accountId: string, query: z.output<typeof ListContactsQuery>): Promise<ContactList> {
      return contactPage(db, { accountId, blocked: false, searchTerm: query.searchTerm }, query, async () => {
        return (await contactTotals(db, accountId)).listed;
      });
    },

    /** The most recently blocked first. */
    async blocked(accountId: string, query: z.output<typeof BlockedContactsQuery>): Promise<ContactList> {
      const order = { sort: 'blockedAt', order: 'desc' } as const;
      return contactPage(
        db,
        { accountId, blocked: true, searchTerm: query.searchTerm },
        { ...query, ...order },
        async () => (await contactTotals(db, accountId)).blocked,
      );
    },

    /** All or none: a phone the account already has, or one given twice, refuses the whole list. */
    async create(accountId: string, input: z.output<typeof CreateContactsInput>) {
      const groupIds = await ownedIds(input.groupId, (ids) => ownGroupIds(db, accountId, ids));
      const phones = input.contacts.map((contact) => toStoredPhone(contact.phone));
      const repeated = phones.flatMap((phone, index) => (phones.indexOf(phone) < index ? [index] : []));
      if (repeated.length > 0) throw phoneTaken(repeated.map((index) => `contacts.${index}.phone`));

      const rows = await db.transaction(async (tx) => {
        const inserted = await insertNewContacts(
          tx,
          input.contacts.map((contact, index) => ({
            accountId,
            phone: phones[index] ?? '',
            name: contact.name,
            email: contact.email || null,
            attributes: contact.attributes,
          })),
        );
        const byPhone = new Map(inserted.map((row) => [row.phone, row]));
        const taken = phones.flatMap((phone, index) =>
          byPhone.has(phone) ? [] : [`contacts.${index}.phone`],
        );
        if (taken.length > 0) throw phoneTaken(taken);
        await addGroupMembers(
          tx,
          groupIds,
          inserted.map((row) => row.id),
        );
        return phones.flatMap((phone) => byPhone.get(phone) ?? []);
      });
      const groups = await groupsOfContacts(
        db,
        rows.map((row) => row.id),
      );
      return {
        message: contactMessages.added,
        data: rows.map((row) => toContactDto(row, groups.get(row.id) ?? [])),
      };
    },

    async get(accountId: string, contactId: string): Promise<ContactDetails> {
      const row = await findOwnContact(accountId, contactId);
      const [groups, conversations] = await Promise.all([
        groupsOfContacts(db, [row.id]),
        conversationsOfContact(db, accountId, row.id),
      ]);
      return toContactDetailsDto(row, groups.get(row.id) ?? [], conversations);
    },

    async update(
      accountId: string,
      contactId: string,
      input: z.output<typeof ContactInput>,
    ): Promise<ContactAnswer> {
      const values = {
        name: input.name,
        phone: toStoredPhone(input.phone),
        email: input.email || null,
        attributes: input.attributes,
      };
      const row = await change(accountId, contactId, values).catch((error: unknown) => {
        throw isUniqueViolation(error) ? phoneTaken(['phone']) : error;
      });
      return answer(contactMessages.updated, row);
    },

    /** Blocking again keeps the time the contact was first blocked. */
    async setBlocked(accountId: string, contactId: string, blocked: boolean): Promise<ContactAnswer> {
      const current = await findOwnContact(accountId, contactId);
      const row = await change(accountId, contactId, {
        blockedAt: blocked ? (current.blockedAt ?? sql`now()`) : null,
      });
      return answer(blocked ? contactMessages.blocked : contactMessages.unblocked, row);
    },

    async setOptedOut(accountId: string, contactId: string, optedOut: boolean): Promise<ContactAnswer> {
      const current = await findOwnContact(accountId, contactId);
      const row = await change(accountId, contactId, {
        optedOutAt: optedOut ? (current.optedOutAt ?? sql`now()`) : null,
      });
      return answer(contactMessages.updated, row);
    },

    /** All or none: an id that is not one of the account's contacts deletes nothing. */
    /** Deleting a contact deletes its conversations: the dialog asking first says how much goes. */
    async deletionPreview(accountId: string, contactIds: string[]): Promise<ContactDeletionPreview> {
      const ids = await ownedIds(contactIds, (wanted) => ownContactIds(db, accountId, wanted));
      return { contacts: ids.length, ...(await historyOfContacts(db, accountId, ids)) };
    },

    async remove(accountId: string, contactIds: string[]) {
      const ids = [...new Set(contactIds)];
      const deleted = await db.transaction(async (tx) => {
        const count = await deleteContacts(tx, accountId, ids);
        if (count < ids.length) throw new AppError('NOT_FOUND');
        return count;
      });
      return { message: contactMessages.deleted, deleted };
    },

    settings: (accountId: string) => contactSettingsOf(db, accountId),

    updateSettings: (accountId: string, settings: ContactSettings) =>
      updateContactSettings(db, accountId, settings),
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;

/** The ids once each, after making sure every one is the account's: another account's id is not found. */
export async function ownedIds(
  ids: string[],
  findOwn: (ids: string[]) => Promise<string[]>,
): Promise<string[]> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return distinct;
  if ((await findOwn(distinct)).length < distinct.length) throw new AppError('NOT_FOUND');
  return distinct;
}

const phoneTaken = (paths: string[]) =>
  new AppError(
    'CONTACT_PHONE_TAKEN',
    paths.map((path) => ({ path, message: errorMessages.CONTACT_PHONE_TAKEN })),
  );

/**
 * The contacts WhatsApp users are, by their numbers (any accounts'), with the click-to-WhatsApp ad a
 * message came from, if it did: the statement, not yet run, for a larger one to build on.
 */
export const whatsAppUsersUpsert = (db: Database, users: WhatsAppUserContact[]) =>
  contactsUpsert(db, users.map(asStored));

const asStored = (user: WhatsAppUserContact) => ({ ...user, phone: toStoredPhone(user.phone) });

/** Automations (chatbots, auto-replies) start only for contacts that are not blocked; their messages are still stored. */
export const startsAutomations = (contact: ContactRow) => contact.blockedAt === null;

/** Campaigns reach only contacts that are neither blocked nor opted out of marketing (`campaignAudienceCondition` in SQL). */
export const isReachableByCampaigns = (contact: ContactRow) =>
  contact.blockedAt === null && contact.optedOutAt === null;

/** One of the account's contacts, for the inbox, which writes to them (and never to a blocked one). */
export const contactOfAccount = (db: Database, accountId: string, contactId: string) =>
  findContact(db, accountId, contactId);

/** Sets one custom attribute of a contact (a chatbot saving an answer), keeping the others. */
export async function setContactAttribute(
  db: Database,
  contact: { accountId: string; contactId: string },
  key: string,
  value: string,
): Promise<void> {
  await db.execute(sql`
    update contacts set attributes = attributes || jsonb_build_object(${key}::text, ${value}::text), updated_at = now()
    where account_id = ${contact.accountId} and id = ${contact.contactId}`);
}

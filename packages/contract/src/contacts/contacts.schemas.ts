import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod/mini';
import { integer, PageQuery, queryInteger } from '../common';
import * as f from '../fields';
import { ContactAdReferral } from '../inbox/referral.schemas';
import { validationMessages as m } from '../validation';

/**
 * A customer's WhatsApp number in international form, answered as E.164 (`+14155550123`).
 * "Possible" rather than "valid": a number must have a real country code and a length that
 * country uses; finer numbering-plan checks would refuse test ranges WhatsApp itself accepts.
 */
export const contactPhone = z.pipe(
  z.string({ error: m.phoneRequired }).check(z.trim(), z.minLength(1, m.phoneRequired)),
  z.transform((value: string, context) => {
    const international = value.startsWith('+') ? value : `+${value}`;
    const parsed = parsePhoneNumberFromString(international);
    if (!parsed?.isPossible()) {
      context.issues.push({ code: 'custom', message: m.phoneInvalid, input: value });
      return z.NEVER;
    }
    return parsed.number;
  }),
);

/** Custom attributes: campaign and chatbot variables, by key. */
const attributeKeyPattern = /^[A-Za-z][A-Za-z0-9_ -]{0,49}$/;
export const attributeKey = z.string().check(z.trim(), z.regex(attributeKeyPattern, m.attributeKeyInvalid));
export const attributeValue = z.string().check(z.maxLength(500, m.tooLong));
// Keys are checked one by one rather than with z.record, whose zod code would otherwise land in the
// chunk the sign-in page shares with every form.
export const ContactAttributes = z.catchall(z.object({}), attributeValue).check(
  z.superRefine((attributes, context) => {
    for (const key of Object.keys(attributes)) {
      if (!attributeKeyPattern.test(key)) {
        context.addIssue({ code: 'custom', path: [key], message: m.attributeKeyInvalid });
      }
    }
  }),
);
export type ContactAttributes = z.infer<typeof ContactAttributes>;

export const ContactInput = z.object({
  name: f.required(m.nameRequired, 120),
  phone: contactPhone,
  email: z.optional(
    z.union([
      z.literal(''),
      z.string().check(z.trim(), z.maxLength(254, m.tooLong), z.email(m.emailInvalid)),
    ]),
  ),
  attributes: z._default(ContactAttributes, {}),
});
export type ContactInput = z.input<typeof ContactInput>;

/** Spec §7: "POST contacts: body holds a list of contacts". */
export const CreateContactsInput = z.object({
  contacts: z.array(ContactInput).check(z.minLength(1), z.maxLength(1000)),
  /** Groups the new contacts join. */
  groupId: z._default(z.array(z.uuid()).check(z.maxLength(100)), []),
});
export type CreateContactsInput = z.input<typeof CreateContactsInput>;

export const ContactGroupRef = z.object({ groupId: z.uuid(), groupName: z.string() });

export const Contact = z.object({
  contactId: z.uuid(),
  name: z.nullable(z.string()),
  phone: z.string(),
  email: z.nullable(z.string()),
  attributes: ContactAttributes,
  blocked: z.boolean(),
  /** Marketing opt-out: campaigns skip the contact; conversations go on. */
  optedOut: z.boolean(),
  groups: z.array(ContactGroupRef),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Contact = z.infer<typeof Contact>;

export const ContactConversation = z.object({
  conversationId: z.uuid(),
  channelId: z.uuid(),
  lastMessageAt: z.iso.datetime(),
});

export const ContactDetails = z.extend(Contact, {
  blockedAt: z.nullable(z.iso.datetime()),
  optedOutAt: z.nullable(z.iso.datetime()),
  /** The first and the latest click-to-WhatsApp ad the contact wrote from (their source). */
  firstAdReferral: z.nullable(ContactAdReferral),
  lastAdReferral: z.nullable(ContactAdReferral),
  conversations: z.array(ContactConversation),
});
export type ContactDetails = z.infer<typeof ContactDetails>;

export const contactSortFields = ['createdAt', 'name', 'phone'] as const;
export const ListContactsQuery = z.extend(PageQuery, {
  /**
   * Part of a name or a phone number (spec §7 "GET search: searchTerm"), case-blind; in a number,
   * '+', spaces and dashes are ignored. A term of one or two characters matches the start of a
   * word of the name or the start of the number.
   */
  searchTerm: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z._default(z.enum(contactSortFields), 'createdAt'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type ListContactsQuery = z.input<typeof ListContactsQuery>;

/** Spec §9: the blocked-contacts page holds 20. */
export const BlockedContactsQuery = z.extend(PageQuery, {
  records: z._default(queryInteger(1, 100), 20),
  searchTerm: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type BlockedContactsQuery = z.input<typeof BlockedContactsQuery>;

/**
 * A search counts its matches only up to this many, so that a broad term over a million contacts
 * answers as fast as a narrow one: `totalRecords` of a search that matches more is this number.
 */
export const contactSearchCountLimit = 1000;

export const ContactList = z.object({
  data: z.array(Contact),
  /** Exact without `searchTerm`; with one, at most `contactSearchCountLimit`. */
  totalRecords: integer(),
});
export type ContactList = z.infer<typeof ContactList>;

export const ContactIdParams = z.object({ contactId: z.uuid() });

/** Spec §7: "DELETE contact: body contactId as a list". */
export const ContactIdsInput = z.object({
  contactId: z.array(z.uuid()).check(z.minLength(1), z.maxLength(10_000)),
});
export type ContactIdsInput = z.infer<typeof ContactIdsInput>;

/** What deleting these contacts would take along, for the confirmation dialog. */
export const ContactDeletionPreview = z.object({
  contacts: integer(),
  conversations: integer(),
  messages: integer(),
});
export type ContactDeletionPreview = z.infer<typeof ContactDeletionPreview>;

export const BlockContactInput = z.object({ blocked: z.boolean() });
export const OptOutContactInput = z.object({ optedOut: z.boolean() });

/** The server's words for block and unblock, which the client shows (spec §8). */
export const contactMessages = {
  added: 'Contact added successfully',
  updated: 'Contact updated successfully',
  deleted: 'Contact deleted successfully',
  blocked: 'Contact Blocked successfully',
  unblocked: 'Contact Un-Blocked successfully',
  groupAdded: 'Contact Group added successfully',
  groupDeleted: 'Group deleted successfully',
} as const;

export const ContactMessage = z.object({ message: z.string(), contact: Contact });

const keyword = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

/** Inbound texts that opt a contact out of (or back into) marketing, compared whole and case-blind. */
export const ContactSettings = z.object({
  optOutKeywords: z.array(keyword).check(z.maxLength(20)),
  optInKeywords: z.array(keyword).check(z.maxLength(20)),
});
export type ContactSettings = z.infer<typeof ContactSettings>;

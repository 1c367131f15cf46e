import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { PageQuery } from '../common';
import * as f from '../fields';
import { validationMessages as m } from '../validation';

/**
 * A customer's WhatsApp number in international form, answered as E.164 (`+14155550123`).
 * "Possible" rather than "valid": a number must have a real country code and a length that
 * country uses; finer numbering-plan checks would refuse test ranges WhatsApp itself accepts.
 */
export const contactPhone = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, m.phoneRequired)
  .transform((value, context) => {
    const international = value.startsWith('+') ? value : `+${value}`;
    const parsed = parsePhoneNumberFromString(international);
    if (!parsed?.isPossible()) {
      context.addIssue({ code: 'custom', message: m.phoneInvalid });
      return z.NEVER;
    }
    return parsed.number;
  });

/** Custom attributes: campaign and chatbot variables, by key. */
const attributeKeyPattern = /^[A-Za-z][A-Za-z0-9_ -]{0,49}$/;
export const attributeKey = z.string().trim().regex(attributeKeyPattern, m.attributeKeyInvalid);
export const attributeValue = z.string().max(500, m.tooLong);
// Keys are checked one by one rather than with z.record, whose zod code would otherwise land in the
// chunk the sign-in page shares with every form.
export const ContactAttributes = z
  .object({})
  .catchall(attributeValue)
  .superRefine((attributes, context) => {
    for (const key of Object.keys(attributes)) {
      if (!attributeKeyPattern.test(key)) {
        context.addIssue({ code: 'custom', path: [key], message: m.attributeKeyInvalid });
      }
    }
  });
export type ContactAttributes = z.infer<typeof ContactAttributes>;

export const ContactInput = z.object({
  name: f.required(m.nameRequired, 120),
  phone: contactPhone,
  email: z.union([z.literal(''), z.string().trim().max(254, m.tooLong).email(m.emailInvalid)]).optional(),
  attributes: ContactAttributes.default({}),
});
export type ContactInput = z.input<typeof ContactInput>;

/** Spec §7: "POST contacts: body holds a list of contacts". */
export const CreateContactsInput = z.object({
  contacts: z.array(ContactInput).min(1).max(1000),
  /** Groups the new contacts join. */
  groupId: z.array(z.uuid()).max(100).default([]),
});
export type CreateContactsInput = z.input<typeof CreateContactsInput>;

export const ContactGroupRef = z.object({ groupId: z.uuid(), groupName: z.string() });

export const Contact = z.object({
  contactId: z.uuid(),
  name: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
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

export const ContactDetails = Contact.extend({
  blockedAt: z.iso.datetime().nullable(),
  optedOutAt: z.iso.datetime().nullable(),
  conversations: z.array(ContactConversation),
});
export type ContactDetails = z.infer<typeof ContactDetails>;

export const contactSortFields = ['createdAt', 'name', 'phone'] as const;
export const ListContactsQuery = PageQuery.extend({
  /**
   * Part of a name or a phone number (spec §7 "GET search: searchTerm"), case-blind; in a number,
   * '+', spaces and dashes are ignored. A term of one or two characters matches the start of a
   * word of the name or the start of the number.
   */
  searchTerm: z.string().trim().max(100).optional(),
  sort: z.enum(contactSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListContactsQuery = z.input<typeof ListContactsQuery>;

/** Spec §9: the blocked-contacts page holds 20. */
export const BlockedContactsQuery = PageQuery.extend({
  records: z.coerce.number().int().min(1).max(100).default(20),
  searchTerm: z.string().trim().max(100).optional(),
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
  totalRecords: z.number().int(),
});
export type ContactList = z.infer<typeof ContactList>;

export const ContactIdParams = z.object({ contactId: z.uuid() });

/** Spec §7: "DELETE contact: body contactId as a list". */
export const ContactIdsInput = z.object({ contactId: z.array(z.uuid()).min(1).max(10_000) });
export type ContactIdsInput = z.infer<typeof ContactIdsInput>;

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

/** Inbound texts that opt a contact out of (or back into) marketing, compared whole and case-blind. */
export const ContactSettings = z.object({
  optOutKeywords: z.array(z.string().trim().min(1).max(40)).max(20),
  optInKeywords: z.array(z.string().trim().min(1).max(40)).max(20),
});
export type ContactSettings = z.infer<typeof ContactSettings>;

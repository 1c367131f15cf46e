import type { Contact, ContactDetails } from '@parley/contract';
import type { ContactGroupRef, ContactRow } from './contacts.repo';

/** Stored as WhatsApp names users, digits only; answered in E.164. */
export const toE164 = (storedPhone: string) => `+${storedPhone}`;
export const toStoredPhone = (e164: string) => e164.replace(/\D/g, '');

export const toContactDto = (row: ContactRow, groups: ContactGroupRef[]): Contact => ({
  contactId: row.id,
  name: row.name,
  phone: toE164(row.phone),
  email: row.email,
  attributes: row.attributes,
  blocked: row.blockedAt !== null,
  optedOut: row.optedOutAt !== null,
  groups,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toContactDetailsDto = (
  row: ContactRow,
  groups: ContactGroupRef[],
  conversations: ContactDetails['conversations'],
): ContactDetails => ({
  ...toContactDto(row, groups),
  blockedAt: row.blockedAt?.toISOString() ?? null,
  optedOutAt: row.optedOutAt?.toISOString() ?? null,
  firstAdReferral: row.firstAdReferral,
  lastAdReferral: row.lastAdReferral,
  conversations,
});

import type { Database } from '../../db/client';
import { type ContactRow, upsertContact } from './contacts.repo';

export type { ContactRow };

/** The contact a WhatsApp user is for this account, by their number (digits only, as WhatsApp sends it). */
export function contactForWhatsAppUser(
  db: Database,
  accountId: string,
  waId: string,
  profileName?: string,
): Promise<ContactRow> {
  return upsertContact(db, accountId, waId.replace(/\D/g, ''), profileName);
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema/index';

export type ContactRow = typeof contacts.$inferSelect;

/** The account's contact with this phone, created if new; a name learnt later fills an empty one. */
export async function upsertContact(
  db: Database,
  accountId: string,
  phone: string,
  name: string | undefined,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ accountId, phone, name })
    .onConflictDoUpdate({
      target: [contacts.accountId, contacts.phone],
      set: { name: sql`coalesce(${contacts.name}, excluded.name)` },
    })
    .returning();
  if (!row) throw new Error('upsert into contacts returned no row');
  return row;
}

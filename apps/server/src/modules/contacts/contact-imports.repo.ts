import type { ColumnTarget, ImportRejectionReason } from '@parley/contract';
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contactGroupMembers,
  contactImportRejections,
  contactImports,
  contacts,
} from '../../db/schema/index';
import type { ImportedContact } from './contact-imports.rows';

export type ContactImportRow = typeof contactImports.$inferSelect;
export type NewContactImport = typeof contactImports.$inferInsert;
export type RejectionRow = typeof contactImportRejections.$inferSelect;
export type NewRejection = Omit<RejectionRow, 'importId'> & { reason: ImportRejectionReason };

export async function insertImport(db: Database, values: NewContactImport): Promise<ContactImportRow> {
  const [row] = await db.insert(contactImports).values(values).returning();
  if (!row) throw new Error('insert into contact_imports returned no row');
  return row;
}

export async function findImport(
  db: Database,
  accountId: string,
  importId: string,
): Promise<ContactImportRow | undefined> {
  const [row] = await db
    .select()
    .from(contactImports)
    .where(and(eq(contactImports.id, importId), eq(contactImports.accountId, accountId)));
  return row;
}

/** Moves an uploaded import to the queue with its mapping; none when it is not (or no longer) uploaded. */
export async function queueImport(
  db: Database,
  accountId: string,
  importId: string,
  mapping: ColumnTarget[],
): Promise<ContactImportRow | undefined> {
  const [row] = await db
    .update(contactImports)
    .set({ status: 'queued', mapping })
    .where(
      and(
        eq(contactImports.id, importId),
        eq(contactImports.accountId, accountId),
        eq(contactImports.status, 'uploaded'),
      ),
    )
    .returning();
  return row;
}

export async function unqueueImport(db: Database, importId: string): Promise<void> {
  await db
    .update(contactImports)
    .set({ status: 'uploaded' })
    .where(and(eq(contactImports.id, importId), eq(contactImports.status, 'queued')));
}

/**
 * Takes a queued import to run it. One the job left running (its process stopped) starts over:
 * its counts and refused rows go, and what it had imported merges again.
 */
export async function claimImport(db: Database, importId: string): Promise<ContactImportRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactImports)
      .set({
        status: 'running',
        processedRows: 0,
        createdContacts: 0,
        mergedContacts: 0,
        rejectedRows: 0,
        failure: null,
      })
      .where(and(eq(contactImports.id, importId), inArray(contactImports.status, ['queued', 'running'])))
      .returning();
    if (row) await tx.delete(contactImportRejections).where(eq(contactImportRejections.importId, importId));
    return row;
  });
}

export interface ImportBatch {
  importId: string;
  accountId: string;
  groupId: string;
  /** One per phone: rows of the batch with the same phone are merged already. */
  contacts: ImportedContact[];
  /** Rows read into `contacts`, duplicates included. */
  validRows: number;
  rejections: NewRejection[];
}

/**
 * Writes one batch in one transaction, progress included: its contacts are created or merged into
 * the account's (non-empty values win, attributes add up) and put in the group, its refused rows kept.
 */
export async function writeImportBatch(db: Database, batch: ImportBatch): Promise<void> {
  await db.transaction(async (tx) => {
    // A batch lost to a crash is written again when the job is retried, so its commit need not wait for the disk.
    await tx.execute(sql`set local synchronous_commit = off`);
    const created = batch.contacts.length > 0 ? await upsertIntoGroup(tx, batch) : 0;
    if (batch.rejections.length > 0) await insertRejections(tx, batch.importId, batch.rejections);
    await tx
      .update(contactImports)
      .set({
        processedRows: sql`${contactImports.processedRows} + ${batch.validRows + batch.rejections.length}`,
        createdContacts: sql`${contactImports.createdContacts} + ${created}`,
        mergedContacts: sql`${contactImports.mergedContacts} + ${batch.validRows - created}`,
        rejectedRows: sql`${contactImports.rejectedRows} + ${batch.rejections.length}`,
      })
      .where(eq(contactImports.id, batch.importId));
  });
}

/** One statement of the same text whatever the batch size; answers how many contacts were new. */
async function upsertIntoGroup(db: Database, batch: ImportBatch): Promise<number> {
  const column = <T>(value: (contact: ImportedContact) => T) => sql.param(batch.contacts.map(value));
  const result = await db.execute(sql`
    with upserted as (
      insert into ${contacts} (account_id, phone, name, email, attributes)
      select ${batch.accountId}::uuid, phone, name, email, attributes::jsonb
      from unnest(${column((contact) => contact.phone)}::text[], ${column((contact) => contact.name)}::text[],
                  ${column((contact) => contact.email)}::text[],
                  ${column((contact) => JSON.stringify(contact.attributes))}::text[])
        as incoming(phone, name, email, attributes)
      on conflict (account_id, phone) do update set
        name = coalesce(excluded.name, ${contacts.name}),
        email = coalesce(excluded.email, ${contacts.email}),
        attributes = ${contacts.attributes} || excluded.attributes,
        updated_at = now()
      returning id, xmax = 0 as created
    ), grouped as (
      insert into ${contactGroupMembers} (group_id, contact_id)
      select ${batch.groupId}::uuid, id from upserted
      on conflict do nothing
    )
    select count(*) filter (where created)::int as created from upserted`);
  const [row] = (result as unknown as { rows: { created: number }[] }).rows;
  return row?.created ?? 0;
}

async function insertRejections(db: Database, importId: string, rejections: NewRejection[]): Promise<void> {
  const column = <T>(value: (rejection: NewRejection) => T) => sql.param(rejections.map(value));
  await db.execute(sql`
    insert into ${contactImportRejections} (import_id, row_number, reason, values)
    select ${importId}::uuid, row_number, reason, cells::jsonb
    from unnest(${column((rejection) => rejection.rowNumber)}::int[], ${column((rejection) => rejection.reason)}::text[],
                ${column((rejection) => JSON.stringify(rejection.values))}::text[])
      as refused(row_number, reason, cells)
    on conflict do nothing`);
}

export type ImportOutcome = { status: 'completed' } | { status: 'failed'; failure: string };

export async function finishImport(db: Database, importId: string, outcome: ImportOutcome): Promise<void> {
  await db
    .update(contactImports)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(contactImports.id, importId));
}

export async function listRejections(
  db: Database,
  importId: string,
  page: number,
  records: number,
): Promise<{ rows: RejectionRow[]; total: number }> {
  const where = eq(contactImportRejections.importId, importId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactImportRejections)
      .where(where)
      .orderBy(asc(contactImportRejections.rowNumber))
      .limit(records)
      .offset((page - 1) * records),
    db.select({ value: count() }).from(contactImportRejections).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The refused rows after `afterRow`, in file order: the CSV download reads them a page at a time. */
export function rejectionsAfter(
  db: Database,
  importId: string,
  afterRow: number,
  limit: number,
): Promise<RejectionRow[]> {
  return db
    .select()
    .from(contactImportRejections)
    .where(
      and(eq(contactImportRejections.importId, importId), gt(contactImportRejections.rowNumber, afterRow)),
    )
    .orderBy(asc(contactImportRejections.rowNumber))
    .limit(limit);
}

/** Deletes the imports uploaded before `time` and never started; answers their files. */
export async function deleteAbandonedUploads(db: Database, time: Date): Promise<string[]> {
  const deleted = await db
    .delete(contactImports)
    .where(and(eq(contactImports.status, 'uploaded'), lt(contactImports.createdAt, time)))
    .returning({ storedFile: contactImports.storedFile });
  return deleted.map((row) => row.storedFile);
}

/** Which of these file names an import still holds. */
export async function heldFiles(db: Database, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ storedFile: contactImports.storedFile })
    .from(contactImports)
    .where(inArray(contactImports.storedFile, names));
  return new Set(rows.map((row) => row.storedFile));
}

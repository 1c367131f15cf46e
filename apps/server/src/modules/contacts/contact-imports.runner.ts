import { type ColumnTarget, errorMessages } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { ImportFiles } from './contact-imports.files';
import {
  type ContactImportRow,
  claimImport,
  finishImport,
  type ImportBatch,
  type ImportOutcome,
  writeImportBatch,
} from './contact-imports.repo';
import { type ImportedContact, mergeContacts, readContactRow } from './contact-imports.rows';
import { readStagedRows } from './contact-imports.staging';

export interface ImportRunnerDependencies {
  db: Database;
  files: ImportFiles;
  log: FastifyBaseLogger;
}

/** Rows per transaction: large enough to be fast, small enough that progress moves every moment. */
const batchRows = 2000;

/**
 * Reads a queued import's staged rows through its mapping into the account's contacts and the
 * group, a batch at a time; each batch is written while the next is read. When reading stops on
 * a damaged file, the rows read before are written all the same. Whatever happens, the file is
 * deleted at the end.
 */
export async function runContactImport({ db, files, log }: ImportRunnerDependencies, importId: string) {
  const job = await claimImport(db, importId);
  if (!job) return;
  const mapping = job.mapping as ColumnTarget[];
  const failed = (error: unknown): ImportOutcome => {
    if (error instanceof AppError) return { status: 'failed', failure: error.message };
    log.error({ err: error, importId }, 'a contact import failed');
    return { status: 'failed', failure: errorMessages.INTERNAL };
  };
  let outcome: ImportOutcome = { status: 'completed' };
  let batch = newBatch();
  let writing: Promise<void> = Promise.resolve();
  try {
    for await (const row of readStagedRows(files.path(job.storedFile))) {
      const read = readContactRow(row.cells, mapping);
      if ('reason' in read) {
        batch.rejections.push({ rowNumber: row.rowNumber, reason: read.reason, values: row.cells });
      } else {
        add(batch, read.contact);
      }
      if (batch.validRows + batch.rejections.length >= batchRows) {
        await writing;
        writing = write(db, job, batch);
        // Awaited before the next batch or at the end; this only keeps a failure from counting as unhandled.
        writing.catch(() => {});
        batch = newBatch();
      }
    }
  } catch (error) {
    outcome = failed(error);
  }
  try {
    await writing;
    await write(db, job, batch);
  } catch (error) {
    outcome = failed(error);
  }
  // The file goes first: an import seen finished has nothing left behind.
  await files.remove(job.storedFile);
  await finishImport(db, importId, outcome);
}

/** Rows read since the last write; rows of one batch with the same phone would meet in one statement, so they merge here. */
interface OpenBatch {
  byPhone: Map<string, ImportedContact>;
  validRows: number;
  rejections: ImportBatch['rejections'];
}

const newBatch = (): OpenBatch => ({ byPhone: new Map(), validRows: 0, rejections: [] });

function add(batch: OpenBatch, contact: ImportedContact) {
  const earlier = batch.byPhone.get(contact.phone);
  batch.byPhone.set(contact.phone, earlier ? mergeContacts(earlier, contact) : contact);
  batch.validRows += 1;
}

const write = (db: Database, job: ContactImportRow, batch: OpenBatch) =>
  writeImportBatch(db, {
    importId: job.id,
    accountId: job.accountId,
    groupId: job.groupId,
    contacts: [...batch.byPhone.values()],
    validRows: batch.validRows,
    rejections: batch.rejections,
  });

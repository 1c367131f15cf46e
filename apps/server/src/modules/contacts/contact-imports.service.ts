import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type ContactImport,
  type ImportRejectionList,
  type ImportRejectionReason,
  importRejectionReasons,
  type StartImportInput,
} from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { jobNames } from '../../jobs/job-names';
import type { Queue } from '../../jobs/queue';
import { AppError } from '../../shared/errors';
import type { FormReader } from '../media/media.multipart';
import { findGroup } from './contact-groups.repo';
import { suggestMapping } from './contact-imports.columns';
import { createImportFiles } from './contact-imports.files';
import { toContactImportDto, toRejectionDto } from './contact-imports.mapper';
import {
  type ContactImportRow,
  findImport,
  insertImport,
  listRejections,
  queueImport,
  rejectionsAfter,
  unqueueImport,
} from './contact-imports.repo';
import { runContactImport } from './contact-imports.runner';
import { sweepContactImports } from './contact-imports.sweep';
import { toCsv, utf8Bom } from './spreadsheet-csv';
import { receiveSpreadsheet } from './spreadsheet-upload';

export interface ContactImportsDependencies {
  db: Database;
  queue: Queue;
  /** Where uploaded files wait for their import. */
  filesDir: string;
  log: FastifyBaseLogger;
}

export interface ContactImportJob {
  importId: string;
}

const rejectionsFilePage = 5000;

export function createContactImportsService({ db, queue, filesDir, log }: ContactImportsDependencies) {
  const files = createImportFiles(filesDir);
  const importOf = async (accountId: string, importId: string): Promise<ContactImportRow> => {
    const row = await findImport(db, accountId, importId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  return {
    /** Reads an uploaded spreadsheet for the group: its header and first rows to be mapped, its rows kept for the job. */
    async upload(accountId: string, groupId: string, readForm: FormReader): Promise<ContactImport> {
      if (!(await findGroup(db, accountId, groupId))) throw new AppError('NOT_FOUND');
      const importId = randomUUID();
      const storedFile = `${importId}.ndjson`;
      return receiveSpreadsheet(files, readForm, storedFile, async ({ fileName, format, sheet }) => {
        const row = await insertImport(db, {
          id: importId,
          accountId,
          groupId,
          fileName: displayName(fileName, `contacts.${format}`),
          format,
          storedFile,
          status: 'uploaded',
          columns: sheet.columns,
          preview: sheet.preview,
          totalRows: sheet.totalRows,
          mapping: suggestMapping(sheet.columns),
        });
        return toContactImportDto(row);
      });
    },

    async get(accountId: string, importId: string): Promise<ContactImport> {
      return toContactImportDto(await importOf(accountId, importId));
    },

    /** Queues an uploaded import with the mapping chosen for its columns. */
    async start(accountId: string, importId: string, input: StartImportInput): Promise<ContactImport> {
      const current = await importOf(accountId, importId);
      if (current.status !== 'uploaded') throw new AppError('IMPORT_ALREADY_STARTED');
      if (input.mapping.length !== current.columns.length) {
        throw new AppError('VALIDATION_FAILED', [
          {
            path: 'mapping',
            message: `Give one target for each of the file's ${current.columns.length} columns`,
          },
        ]);
      }
      const queued = await queueImport(db, accountId, importId, input.mapping);
      if (!queued) throw new AppError('IMPORT_ALREADY_STARTED');
      try {
        await queue.send(jobNames.contactImport, { importId } satisfies ContactImportJob);
      } catch (error) {
        await unqueueImport(db, importId);
        throw error;
      }
      return toContactImportDto(queued);
    },

    async rejections(
      accountId: string,
      importId: string,
      query: { page: number; records: number },
    ): Promise<ImportRejectionList> {
      await importOf(accountId, importId);
      const { rows, total } = await listRejections(db, importId, query.page, query.records);
      return { data: rows.map(toRejectionDto), totalRecords: total };
    },

    /** The refused rows as CSV: row number, reason in words, then the row under the file's own header. */
    async rejectionsFile(accountId: string, importId: string): Promise<Readable> {
      const { columns } = await importOf(accountId, importId);
      async function* lines() {
        yield utf8Bom + toCsv([['Row', 'Reason', ...columns]]);
        let afterRow = 0;
        for (;;) {
          const page = await rejectionsAfter(db, importId, afterRow, rejectionsFilePage);
          if (page.length === 0) return;
          yield toCsv(
            page.map((rejection) => [
              String(rejection.rowNumber),
              importRejectionReasons[rejection.reason as ImportRejectionReason],
              ...rejection.values,
            ]),
          );
          afterRow = page.at(-1)?.rowNumber ?? afterRow;
        }
      }
      return Readable.from(lines());
    },

    /** The background job's work; it never throws for a bad file, which ends the import as failed. */
    run: (importId: string) => runContactImport({ db, files, log }, importId),

    sweep: () => sweepContactImports(db, files),
  };
}

export type ContactImportsService = ReturnType<typeof createContactImportsService>;

/** The client's file name as a plain name to show, never used in a path; `fallback` when nothing is left. */
export const displayName = (fileName: string, fallback: string) =>
  (fileName.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200) || fallback;

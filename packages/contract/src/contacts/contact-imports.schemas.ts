import { z } from 'zod/mini';
import { integer, PageQuery } from '../common';
import { attributeKey } from './contacts.schemas';

export const spreadsheetFormats = ['csv', 'xlsx'] as const;
export const SpreadsheetFormat = z.enum(spreadsheetFormats);
export type SpreadsheetFormat = z.infer<typeof SpreadsheetFormat>;

/** Where one column of the file goes: a contact field, a custom attribute, or nowhere. */
// A plain union: a discriminated one would add its zod code to the sign-in page's shared chunk.
export const ColumnTarget = z.union([
  z.object({ field: z.enum(['name', 'phone', 'email', 'ignore']) }),
  z.object({ field: z.literal('attribute'), key: attributeKey }),
]);
export type ColumnTarget = z.infer<typeof ColumnTarget>;

export const importStatuses = ['uploaded', 'queued', 'running', 'completed', 'failed'] as const;
export const ImportStatus = z.enum(importStatuses);
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ContactImport = z.object({
  importId: z.uuid(),
  groupId: z.uuid(),
  fileName: z.string(),
  status: ImportStatus,
  /** The file's header row, in order. */
  columns: z.array(z.string()),
  /** The first rows under the header, as text, for the mapping preview. */
  preview: z.array(z.array(z.string())),
  /** One target per column: suggested from the header names until the import is started. */
  mapping: z.array(ColumnTarget),
  /** Data rows in the file; known once the job has read it. */
  totalRows: z.nullable(integer()),
  processedRows: integer(),
  createdContacts: integer(),
  /** Rows whose phone was already a contact: merged into it, not doubled. */
  mergedContacts: integer(),
  rejectedRows: integer(),
  /** Why the whole import stopped, when it did. */
  failure: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  finishedAt: z.nullable(z.iso.datetime()),
});
export type ContactImport = z.infer<typeof ContactImport>;

export const ImportIdParams = z.object({ importId: z.uuid() });

export const StartImportInput = z
  .object({ mapping: z.array(ColumnTarget).check(z.minLength(1), z.maxLength(200)) })
  .check(
    z.refine((input) => input.mapping.filter((target) => target.field === 'phone').length === 1, {
      message: 'Choose exactly one column for the phone number',
      path: ['mapping'],
    }),
  );
export type StartImportInput = z.infer<typeof StartImportInput>;

/** Why a row was not imported; the downloadable list says it in these words. */
export const importRejectionReasons = {
  phoneMissing: 'The phone number is missing',
  phoneInvalid: 'The phone number is not valid',
  emailInvalid: 'The email address is not valid',
  valueTooLong: 'A value is too long',
} as const;
export type ImportRejectionReason = keyof typeof importRejectionReasons;

export const ImportRejection = z.object({
  /** The row's number in the file, the header being row 1, as a spreadsheet shows it. */
  rowNumber: integer(),
  reason: z.enum(Object.keys(importRejectionReasons) as [ImportRejectionReason, ...ImportRejectionReason[]]),
  /** The row's cells as read. */
  values: z.array(z.string()),
});
export type ImportRejection = z.infer<typeof ImportRejection>;

export const ImportRejectionList = z.object({
  data: z.array(ImportRejection),
  totalRecords: integer(),
});
export type ImportRejectionList = z.infer<typeof ImportRejectionList>;
export const ImportRejectionsQuery = PageQuery;

export const ExportContactsQuery = z.object({
  format: z._default(SpreadsheetFormat, 'csv'),
  groupId: z.optional(z.uuid()),
  searchTerm: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type ExportContactsQuery = z.input<typeof ExportContactsQuery>;

export const SampleFileQuery = z.object({ format: z._default(SpreadsheetFormat, 'xlsx') });

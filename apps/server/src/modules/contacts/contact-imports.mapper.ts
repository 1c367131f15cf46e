import type { ColumnTarget, ContactImport, ImportRejection } from '@parley/contract';
import type { ContactImportRow, RejectionRow } from './contact-imports.repo';

export const toContactImportDto = (row: ContactImportRow): ContactImport => ({
  importId: row.id,
  groupId: row.groupId,
  fileName: row.fileName,
  status: row.status,
  columns: row.columns,
  preview: row.preview,
  mapping: row.mapping as ColumnTarget[],
  totalRows: row.totalRows,
  processedRows: row.processedRows,
  createdContacts: row.createdContacts,
  mergedContacts: row.mergedContacts,
  rejectedRows: row.rejectedRows,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export const toRejectionDto = (row: RejectionRow): ImportRejection => ({
  rowNumber: row.rowNumber,
  reason: row.reason as ImportRejection['reason'],
  values: row.values,
});

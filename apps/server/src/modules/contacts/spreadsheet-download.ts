import type { SpreadsheetFormat } from '@parley/contract';
import type { FastifyReply } from 'fastify';

const contentTypes: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Sends `body` as a spreadsheet to save under `fileName` (plain ASCII, chosen by Parley). */
export function sendSpreadsheet<T>(
  reply: FastifyReply,
  format: SpreadsheetFormat,
  fileName: string,
  body: T,
): T {
  reply.type(contentTypes[format]).header('content-disposition', `attachment; filename="${fileName}"`);
  return body;
}

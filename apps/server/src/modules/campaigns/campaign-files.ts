import { randomUUID } from 'node:crypto';
import { type CampaignFile, limits } from '@parley/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignFiles } from '../../db/schema/index';
import { AppError } from '../../shared/errors';
import { findChannel } from '../channels/channels.repo';
import { createImportFiles } from '../contacts/contact-imports.files';
import { displayName } from '../contacts/contact-imports.service';
import { readStagedRows } from '../contacts/contact-imports.staging';
import type { SpreadsheetRow } from '../contacts/spreadsheet-reader';
import { receiveSpreadsheet } from '../contacts/spreadsheet-upload';
import type { FormReader } from '../media/media.multipart';

export type CampaignFileRow = typeof campaignFiles.$inferSelect;

/** How long an uploaded sheet is kept: a campaign is created from it within the wizard's session. */
export const campaignFileKeptMs = 24 * 60 * 60 * 1000;

/**
 * Sheets uploaded for campaigns, read once when uploaded (as a contact import's are: the same
 * limits, the same reader) and kept under `<dir>/<fileId>.ndjson` as rows, for the preflight and
 * the creation to read as often as they need, for a day: a created campaign holds its recipients.
 */
export function createCampaignFiles(db: Database, dir: string) {
  const files = createImportFiles(dir);
  const storedName = (fileId: string) => `${fileId}.ndjson`;

  return {
    async upload(accountId: string, channelId: string, readForm: FormReader): Promise<CampaignFile> {
      if (!(await findChannel(db, accountId, channelId))) throw new AppError('NOT_FOUND');
      const fileId = randomUUID();
      return receiveSpreadsheet(files, readForm, storedName(fileId), async ({ fileName, format, sheet }) => {
        if (sheet.totalRows > limits.campaignSheetMaxRows) {
          throw new AppError('CAMPAIGN_SHEET_TOO_MANY_ROWS', { maxRows: limits.campaignSheetMaxRows });
        }
        const [row] = await db
          .insert(campaignFiles)
          .values({
            id: fileId,
            accountId,
            channelId,
            fileName: displayName(fileName, `recipients.${format}`),
            columns: sheet.columns,
            rowCount: sheet.totalRows,
          })
          .returning();
        if (!row) throw new Error('the campaign file was not stored');
        return {
          fileId,
          fileName: row.fileName,
          columns: row.columns,
          rowCount: row.rowCount,
          sampleRows: sheet.preview.map((cells) =>
            Object.fromEntries(sheet.columns.map((column, index) => [column, cells[index] ?? ''])),
          ),
        };
      });
    },

    /** The account's sheet uploaded for this channel; another's is NOT_FOUND. */
    async find(accountId: string, channelId: string, fileId: string): Promise<CampaignFileRow> {
      const [row] = await db
        .select()
        .from(campaignFiles)
        .where(
          and(
            eq(campaignFiles.id, fileId),
            eq(campaignFiles.accountId, accountId),
            eq(campaignFiles.channelId, channelId),
          ),
        );
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** The sheet's data rows, in order, each with the number the spreadsheet shows it under. */
    rows: (fileId: string): AsyncGenerator<SpreadsheetRow> => readStagedRows(files.path(storedName(fileId))),

    /** Lets go of sheets older than a day, and of uploads a stopped process was still receiving. */
    async sweep(now = new Date()): Promise<void> {
      const before = new Date(now.getTime() - campaignFileKeptMs);
      const expired = await db
        .delete(campaignFiles)
        .where(lt(campaignFiles.createdAt, before))
        .returning({ id: campaignFiles.id });
      for (const { id } of expired) await files.remove(storedName(id));
      const stale = await files.writtenBefore(before);
      const staleIds = stale.flatMap((name) => /^([0-9a-f-]{36})\.ndjson$/.exec(name)?.[1] ?? []);
      const kept = new Set(
        staleIds.length === 0
          ? []
          : (
              await db
                .select({ id: campaignFiles.id })
                .from(campaignFiles)
                .where(inArray(campaignFiles.id, staleIds))
            ).map(({ id }) => storedName(id)),
      );
      for (const name of stale) if (!kept.has(name)) await files.remove(name);
    },
  };
}

export type CampaignFiles = ReturnType<typeof createCampaignFiles>;

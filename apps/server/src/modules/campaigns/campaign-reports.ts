import type { Readable } from 'node:stream';
import {
  type CampaignProgress,
  type CampaignRecipient,
  type CampaignRecipientList,
  type CampaignRecipientsQuery,
  type CampaignStatsInput,
  campaignSheetColumns,
  campaignVariableColumns,
  type SpreadsheetFormat,
  sheetValueOf,
} from '@parley/contract';
import { and, asc, count, eq, ilike, isNotNull, like, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { campaignRecipients, conversations, messages, templates } from '../../db/schema/index';
import { AppError } from '../../shared/errors';
import { toCsv, utf8Bom } from '../contacts/spreadsheet-csv';
import { spreadsheetStream } from '../contacts/spreadsheet-stream';
import { toXlsx } from '../contacts/spreadsheet-xlsx';
import { failureOf } from './campaign-failures';
import { countsOf, escapeLike, findCampaign, findCampaignsByIds, type RecipientRow } from './campaigns.repo';

export interface CampaignReportsDependencies {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Recipients read from the database at a time for a report. */
const reportBatch = 2000;
const day = 24 * 60 * 60;

/** What a campaign's details page and downloads read: recipients, progress, report, stats, the sample sheet. */
export function createCampaignReports({ db, clock, log }: CampaignReportsDependencies) {
  const campaignOf = async (accountId: string, campaignId: string) => {
    const row = await findCampaign(db, accountId, campaignId);
    if (!row) throw new AppError('NOT_FOUND');
    return row.campaign;
  };

  return {
    async progress(accountId: string, campaignId: string): Promise<CampaignProgress> {
      const campaign = await campaignOf(accountId, campaignId);
      const from = campaign.startedAt ?? campaign.scheduleTime;
      const until = campaign.finishedAt ?? clock();
      const bucketSeconds = until.getTime() - from.getTime() > day * 1000 ? 3600 : 60;
      const points = rowsOf<{
        at: string | Date;
        sent: number;
        delivered: number;
        read: number;
        replied: number;
        failed: number;
      }>(
        await db.execute(sql`
          select to_timestamp(floor(extract(epoch from e.at) / ${bucketSeconds}) * ${bucketSeconds}) as at,
                 count(*) filter (where e.kind = 'sent')::int as sent,
                 count(*) filter (where e.kind = 'delivered')::int as delivered,
                 count(*) filter (where e.kind = 'read')::int as read,
                 count(*) filter (where e.kind = 'replied')::int as replied,
                 count(*) filter (where e.kind = 'failed')::int as failed
          from ${campaignRecipients} r
          cross join lateral (values (r.sent_at, 'sent'), (r.delivered_at, 'delivered'), (r.read_at, 'read'),
                                     (r.replied_at, 'replied'), (r.failed_at, 'failed')) as e(at, kind)
          where r.campaign_id = ${campaignId} and e.at is not null
          group by 1 order by 1`),
      );
      return {
        bucketSeconds,
        points: points.map((point) => ({ ...point, at: new Date(point.at).toISOString() })),
      };
    },

    async recipients(
      accountId: string,
      campaignId: string,
      query: z.output<typeof CampaignRecipientsQuery>,
    ): Promise<CampaignRecipientList> {
      await campaignOf(accountId, campaignId);
      const search = query.search?.trim();
      const digits = search?.replace(/\D/g, '');
      const where = and(
        eq(campaignRecipients.campaignId, campaignId),
        query.state === 'replied'
          ? isNotNull(campaignRecipients.repliedAt)
          : query.state
            ? eq(campaignRecipients.state, query.state)
            : undefined,
        search
          ? or(
              ilike(campaignRecipients.name, `%${escapeLike(search)}%`),
              digits ? like(campaignRecipients.phone, `%${digits}%`) : undefined,
            )
          : undefined,
      );
      // A recipient's conversation is that of its message, stored under the recipient's id once claimed.
      const rows = await db
        .select({
          recipient: campaignRecipients,
          conversationId: messages.conversationId,
          conversationContactId: conversations.contactId,
        })
        .from(campaignRecipients)
        .leftJoin(messages, eq(messages.id, campaignRecipients.id))
        .leftJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(where)
        .orderBy(asc(campaignRecipients.sendAfter), asc(campaignRecipients.id))
        .limit(query.records)
        .offset((query.page - 1) * query.records);
      const [total] = await db.select({ total: count() }).from(campaignRecipients).where(where);
      return { data: rows.map(toRecipientDto), totalRecords: total?.total ?? 0 };
    },

    /** Every recipient with its variables, state, times and error, streamed. */
    async report(accountId: string, campaignId: string, format: SpreadsheetFormat): Promise<Readable> {
      const campaign = await campaignOf(accountId, campaignId);
      const variableColumns = campaignVariableColumns(campaign.templateComponents);
      const header = [
        'Phone Number',
        'Name',
        ...variableColumns.map((column) => column.header),
        'State',
        'Sent at',
        'Delivered at',
        'Read at',
        'Replied at',
        'Failed at',
        'Error code',
        'Error',
        'Reason',
      ];
      const time = (at: Date | null) => at?.toISOString() ?? '';
      async function* rows() {
        let after: Pick<RecipientRow, 'sendAfter' | 'id'> | undefined;
        for (;;) {
          const batch = await db
            .select()
            .from(campaignRecipients)
            .where(
              and(
                eq(campaignRecipients.campaignId, campaignId),
                after
                  ? sql`(${campaignRecipients.sendAfter}, ${campaignRecipients.id}) > (${after.sendAfter.toISOString()}::timestamptz, ${after.id}::uuid)`
                  : undefined,
              ),
            )
            .orderBy(asc(campaignRecipients.sendAfter), asc(campaignRecipients.id))
            .limit(reportBatch);
          yield batch.map((recipient) => [
            `+${recipient.phone}`,
            recipient.name ?? '',
            ...variableColumns.map((column) =>
              sheetValueOf(recipient.variables ?? campaign.variables, column.key),
            ),
            recipient.state,
            time(recipient.sentAt),
            time(recipient.deliveredAt),
            time(recipient.readAt),
            time(recipient.repliedAt),
            time(recipient.failedAt),
            recipient.errorCode === null ? '' : String(recipient.errorCode),
            recipient.errorTitle ?? '',
            recipient.state === 'failed' ? failureOf(recipient.errorCode).reason : '',
          ]);
          after = batch.at(-1);
          if (!after || batch.length < reportBatch) return;
        }
      }
      return spreadsheetStream(format, 'Report', header, rows(), log);
    },

    async statsFile(
      accountId: string,
      input: z.output<typeof CampaignStatsInput>,
      format: SpreadsheetFormat,
    ): Promise<Readable> {
      const campaigns = await findCampaignsByIds(db, accountId, input.campaignIds);
      const counts = await countsOf(
        db,
        campaigns.map((campaign) => campaign.id),
      );
      const header = [
        'Campaign Id',
        'Campaign Name',
        'Recipients',
        'Queued',
        'Sent',
        'Delivered',
        'Read',
        'Replied',
        'Failed',
        'Unknown',
        'Canceled',
      ];
      async function* rows() {
        yield campaigns.map((campaign) => {
          const of = counts.get(campaign.id);
          return [
            campaign.id,
            campaign.name,
            ...[
              of?.total,
              of?.queued,
              of?.sent,
              of?.delivered,
              of?.read,
              of?.replied,
              of?.failed,
              of?.unknown,
              of?.canceled,
            ].map((value) => String(value ?? 0)),
          ];
        });
      }
      return spreadsheetStream(format, 'Stats', header, rows(), log);
    },

    /** The sheet a dynamic campaign of this template fills: phone, name, a column per variable, one example row. */
    async sampleSheet(
      accountId: string,
      channelId: string,
      templateId: string,
      format: SpreadsheetFormat,
    ): Promise<Buffer> {
      const [template] = await db
        .select()
        .from(templates)
        .where(
          and(
            eq(templates.accountId, accountId),
            eq(templates.channelId, channelId),
            eq(templates.id, templateId),
          ),
        );
      if (!template) throw new AppError('NOT_FOUND');
      const columns = campaignSheetColumns(template.components);
      const rows = [columns.map((column) => column.header), columns.map((column) => column.example)];
      return format === 'xlsx' ? toXlsx('Recipients', rows) : Buffer.from(utf8Bom + toCsv(rows));
    },
  };
}

export type CampaignReports = ReturnType<typeof createCampaignReports>;

export function toRecipientDto({
  recipient: row,
  conversationId,
  conversationContactId,
}: {
  recipient: RecipientRow;
  conversationId: string | null;
  conversationContactId: string | null;
}): CampaignRecipient {
  const failure = failureOf(row.errorCode);
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    recipientId: row.id,
    contactId: row.contactId ?? conversationContactId,
    phoneNumber: `+${row.phone}`,
    name: row.name,
    state: row.state,
    error:
      row.errorCode !== null || row.errorTitle !== null
        ? { code: row.errorCode, title: row.errorTitle ?? '', reason: failure.reason }
        : null,
    retryable: row.state === 'failed' && failure.retryable,
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    repliedAt: iso(row.repliedAt),
    failedAt: iso(row.failedAt),
    conversationId,
  };
}

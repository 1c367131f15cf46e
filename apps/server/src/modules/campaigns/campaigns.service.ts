import {
  type Campaign,
  type CampaignCreated,
  type CampaignInput,
  type CampaignList,
  type CampaignListQuery,
  type CampaignPreflight,
  type CampaignStats,
  type CampaignStatsInput,
  type CampaignStatus,
  campaignVariableColumns,
  type ErrorCode,
  errorMessages,
  type FieldIssue,
  type FollowUpCampaignInput,
  messagingLimitByTier,
  missingTemplateVariables,
  type RenderedTemplate,
  type RescheduleCampaignInput,
  renderTemplate,
  TemplateVariables,
} from '@parley/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { campaigns, templates } from '../../db/schema/index';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import { type ChannelRow, findChannel } from '../channels/channels.repo';
import type { TemplateRow } from '../templates/templates.repo';
import { type AudienceRequest, insertRecipients, resolveAudience } from './campaign-audience';
import type { CampaignFiles } from './campaign-files';
import { toCampaignDto } from './campaigns.mapper';
import {
  type CampaignRow,
  cancelQueuedRecipients,
  changeStatus,
  countsOf,
  emptyCounts,
  findCampaign,
  findCampaignsByIds,
  listCampaigns,
  shiftQueuedRecipients,
} from './campaigns.repo';

export interface CampaignsDependencies {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  files: CampaignFiles;
  /** Told after a campaign is created or resumed, once committed, so its sending can start at once. */
  onCampaignReady?: (campaignId: string) => void | Promise<void>;
}

type Input = z.output<typeof CampaignInput>;
type Variables = z.output<typeof TemplateVariables>;

/** A schedule "now" from a form filled a little while ago is still now. */
const scheduleGraceMs = 60_000;
const noVariables: Variables = { headers: [], body: [], buttons: [], footer: [], carousel: [] };

/** Who creates a campaign: a user of the account, or the account's API key (no user). */
type Creator = { accountId: string; userId: string | null };

/** A campaign ready to be checked or created: everything about it but its recipients. */
interface Prepared {
  channel: ChannelRow;
  template: TemplateRow;
  scheduleTime: Date;
  dynamic: boolean;
  /** A standard campaign's common variables. */
  variables: Variables | null;
  audience: AudienceRequest;
}

export function createCampaignsService({
  db,
  clock,
  log,
  files,
  onCampaignReady = () => {},
}: CampaignsDependencies) {
  const announceReady = async (campaignId: string) => {
    try {
      await onCampaignReady(campaignId);
    } catch (error) {
      log.error(
        { err: error, campaignId },
        'a campaign was saved but its sending could not be started at once',
      );
    }
  };

  const campaignOf = async (accountId: string, campaignId: string) => {
    const row = await findCampaign(db, accountId, campaignId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  const toDto = async (accountId: string, campaignId: string): Promise<Campaign> => {
    const row = await campaignOf(accountId, campaignId);
    const counts = await countsOf(db, [campaignId]);
    return toCampaignDto(row, counts.get(campaignId) ?? emptyCounts());
  };

  /** The template the campaign sends: the account's (else 404), this channel's and approved. */
  const approvedTemplate = async (accountId: string, channelId: string, templateId: string) => {
    const [template] = await db
      .select()
      .from(templates)
      .where(and(eq(templates.accountId, accountId), eq(templates.id, templateId)));
    if (!template) throw new AppError('NOT_FOUND');
    if (template.channelId !== channelId || template.status !== 'APPROVED') {
      throw new AppError('CAMPAIGN_TEMPLATE_NOT_APPROVED');
    }
    return template;
  };

  const scheduleOf = (scheduleTime: string | undefined) => {
    const now = clock();
    const at = scheduleTime ? new Date(scheduleTime) : now;
    if (at.getTime() < now.getTime() - scheduleGraceMs) throw new AppError('CAMPAIGN_SCHEDULE_IN_PAST');
    return at < now ? now : at;
  };

  const checkedVariables = (template: TemplateRow, variables: Variables | undefined) => {
    const filled = variables ?? noVariables;
    const missing = missingTemplateVariables(template.components, filled);
    if (missing.length > 0) throw new AppError('TEMPLATE_VARIABLES_MISSING', missing);
    return filled;
  };

  async function prepare(accountId: string, channelId: string, input: Input): Promise<Prepared> {
    const channel = await findChannel(db, accountId, channelId);
    if (!channel) throw new AppError('NOT_FOUND');
    const template = await approvedTemplate(accountId, channelId, input.templateId);
    const scheduleTime = scheduleOf(input.scheduleTime);
    const dynamic = input.type === 'dynamic';
    const fileContacts = input.contacts.fileContacts;
    // A dynamic campaign's recipients bring their variables: from a sheet, or from the campaign it follows up.
    if (dynamic && !fileContacts && !input.contacts.fromCampaign)
      throw new AppError('CAMPAIGN_SHEET_REQUIRED');
    const variables = dynamic ? null : checkedVariables(template, input.variables);
    let sheet: AudienceRequest['sheet'];
    if (fileContacts) {
      const file = await files.find(accountId, channelId, fileContacts.fileId);
      const { mapping } = fileContacts;
      // Media headers may stay unmapped: the template's own sample, or the media chosen when sending, is used.
      const requiredKeys = dynamic
        ? campaignVariableColumns(template.components)
            .map((column) => column.key)
            .filter((key) => !key.endsWith('headerMedia'))
        : [];
      const unknown: FieldIssue[] = [];
      const path = 'contacts.fileContacts.mapping';
      const known = (column: string | undefined) => column !== undefined && file.columns.includes(column);
      if (!known(mapping.phoneNumber)) unknown.push(columnIssue(`${path}.phoneNumber`));
      if (mapping.name !== undefined && !known(mapping.name)) unknown.push(columnIssue(`${path}.name`));
      for (const key of requiredKeys) {
        if (!known(mapping.variables[key])) unknown.push(columnIssue(`${path}.variables.${key}`));
      }
      for (const [key, column] of Object.entries(mapping.variables)) {
        if (!requiredKeys.includes(key) && !known(column))
          unknown.push(columnIssue(`${path}.variables.${key}`));
      }
      if (unknown.length > 0) throw new AppError('CAMPAIGN_SHEET_COLUMN_UNKNOWN', unknown);
      sheet = { fileId: file.id, columns: file.columns, mapping, requiredKeys, dynamic };
    }
    return {
      channel,
      template,
      scheduleTime,
      dynamic,
      variables,
      audience: {
        accountId,
        contacts: input.contacts,
        marketing: template.category.toUpperCase() === 'MARKETING',
        sheet,
        createContacts: false,
      },
    };
  }

  /** Creates the campaign and its recipients in one transaction: nothing is left of it on any error. */
  async function createCampaign(
    creator: Creator,
    prepared: Prepared,
    campaign: {
      name: string;
      type: Input['type'];
      dailyLimit: number | null;
      parentCampaignId: string | null;
    },
    emptyCode: ErrorCode,
  ): Promise<CampaignCreated> {
    const { template, scheduleTime } = prepared;
    const created = await db.transaction(async (tx) => {
      const audience = await resolveAudience(tx, files, { ...prepared.audience, createContacts: true });
      if (audience.recipientCount === 0) throw new AppError(emptyCode);
      const [row] = await tx
        .insert(campaigns)
        .values({
          accountId: creator.accountId,
          channelId: prepared.channel.id,
          name: campaign.name,
          type: campaign.type,
          templateId: template.id,
          templateName: template.name,
          templateLanguage: template.language,
          templateCategory: template.category,
          templateComponents: template.components,
          variables: prepared.variables,
          status: 'scheduled',
          scheduleTime,
          dailyLimit: campaign.dailyLimit,
          messageCount: audience.recipientCount,
          parentCampaignId: campaign.parentCampaignId,
          createdByUserId: creator.userId,
        })
        .returning({ id: campaigns.id });
      if (!row) throw new Error('the campaign was not stored');
      await insertRecipients(tx, row.id, scheduleTime, campaign.dailyLimit, prepared.dynamic);
      return { campaignId: row.id, audience };
    });
    await announceReady(created.campaignId);
    return {
      message: 'Campaign Created Successfully',
      campaignId: created.campaignId,
      campaignMessageCount: created.audience.recipientCount,
      invalidContacts: created.audience.invalidContacts,
    };
  }

  /**
   * Unique recipients of business-initiated messages in the last 24 hours on the channels of this
   * channel's business: the numbers campaigns sent to, and the numbers sent a template from the
   * inbox. An approximation of Meta's count: its portfolio may hold numbers Parley does not know,
   * and a template sent inside an open service window is counted though Meta would not.
   */
  async function usedLast24Hours(channel: ChannelRow): Promise<number> {
    const since = new Date(clock().getTime() - 24 * 60 * 60 * 1000).toISOString();
    const [row] = rowsOf<{ used: number }>(
      await db.execute(sql`
        with business_channels as (
          select id from channels where account_id = ${channel.accountId}
            and business_account_id = ${channel.businessAccountId}
        )
        select count(distinct phone)::int as used from (
          select r.phone from campaign_recipients r join campaigns k on k.id = r.campaign_id
          where k.channel_id in (select id from business_channels) and r.sent_at >= ${since}::timestamptz
          union all
          select ct.phone from messages m
          join conversations cv on cv.id = m.conversation_id
          join contacts ct on ct.id = cv.contact_id
          where m.account_id = ${channel.accountId} and m.direction = 'outbound' and m.type = 'template'
            and m.sent_at >= ${since}::timestamptz and cv.channel_id in (select id from business_channels)
        ) as reached`),
    );
    return row?.used ?? 0;
  }

  async function change(
    accountId: string,
    campaignId: string,
    from: CampaignStatus[],
    refusal: ErrorCode,
    apply: (row: CampaignRow) => Partial<CampaignRow>,
  ): Promise<CampaignRow> {
    const current = (await campaignOf(accountId, campaignId)).campaign;
    const moved = await changeStatus(db, accountId, campaignId, from, apply(current));
    if (moved) return moved;
    const now = (await campaignOf(accountId, campaignId)).campaign;
    throw new AppError(['completed', 'canceled'].includes(now.status) ? 'CAMPAIGN_FINISHED' : refusal);
  }

  return {
    async preflight(accountId: string, channelId: string, input: Input): Promise<CampaignPreflight> {
      const prepared = await prepare(accountId, channelId, input);
      const audience = await db.transaction((tx) => resolveAudience(tx, files, prepared.audience));
      const tier = prepared.channel.messagingLimitTier;
      const limit = tier ? (messagingLimitByTier[tier] ?? null) : null;
      const used = await usedLast24Hours(prepared.channel);
      const remaining = limit === null ? null : Math.max(0, limit - used);
      const { template } = prepared;
      return {
        recipientCount: audience.recipientCount,
        duplicateCount: audience.duplicateCount,
        invalidContactCount: audience.invalidContactCount,
        invalidContacts: audience.invalidContacts,
        excludedCounts: audience.excludedCounts,
        excludedContacts: audience.excludedContacts,
        usMarketingCount: prepared.audience.marketing ? audience.plusOneCount : 0,
        messagingLimit: {
          tier,
          limit,
          usedLast24Hours: used,
          remaining,
          exceedsBy: remaining === null ? 0 : Math.max(0, audience.recipientCount - remaining),
        },
        previews: audience.first.map((recipient) => ({
          phoneNumber: `+${recipient.phone}`,
          name: recipient.name,
          rendered: renderTemplate(
            template.components,
            TemplateVariables.parse(
              (prepared.dynamic ? recipient.variables : prepared.variables) ?? noVariables,
            ),
            0,
          ) satisfies RenderedTemplate,
        })),
      };
    },

    /** A campaign a user creates, or the public API (no user: `userId` null). */
    async create(creator: Creator, channelId: string, input: Input): Promise<CampaignCreated> {
      const prepared = await prepare(creator.accountId, channelId, input);
      return createCampaign(
        creator,
        prepared,
        {
          name: input.campaignName,
          type: input.type,
          dailyLimit: input.dailyLimit ?? null,
          parentCampaignId: null,
        },
        'CAMPAIGN_NO_RECIPIENTS',
      );
    },

    async followUp(
      principal: Principal,
      campaignId: string,
      input: z.output<typeof FollowUpCampaignInput>,
    ): Promise<CampaignCreated> {
      const { campaign: parent } = await campaignOf(principal.accountId, campaignId);
      const templateId = input.templateId ?? parent.templateId;
      if (!templateId) throw new AppError('CAMPAIGN_TEMPLATE_NOT_APPROVED');
      // A dynamic campaign's recipients keep their own variables, unless another message is given.
      const ownVariables =
        parent.type === 'dynamic' && input.variables === undefined && templateId === parent.templateId;
      const type = ownVariables ? 'dynamic' : 'standard';
      const prepared = await prepare(principal.accountId, parent.channelId, {
        campaignName: input.campaignName,
        type,
        templateId,
        variables:
          input.variables ?? (parent.variables ? TemplateVariables.parse(parent.variables) : undefined),
        contacts: {
          apiContacts: [],
          apiContactGroups: [],
          apiContactInGroup: [],
          fromCampaign: { campaignId, audience: input.audience },
        },
        scheduleTime: input.scheduleTime,
      });
      return createCampaign(
        principal,
        prepared,
        { name: input.campaignName, type, dailyLimit: parent.dailyLimit, parentCampaignId: parent.id },
        'CAMPAIGN_NOTHING_TO_RETRY',
      );
    },

    async list(accountId: string, query: z.output<typeof CampaignListQuery>): Promise<CampaignList> {
      const { rows, total } = await listCampaigns(
        db,
        {
          accountId,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          campaignName: query.campaignName?.trim() || undefined,
          channelId: query.channelId,
        },
        query.page,
        query.records,
      );
      const counts = await countsOf(
        db,
        rows.map((row) => row.campaign.id),
      );
      return {
        data: rows.map((row) => toCampaignDto(row, counts.get(row.campaign.id) ?? emptyCounts())),
        totalRecords: total,
      };
    },

    get: toDto,

    async stats(accountId: string, input: z.output<typeof CampaignStatsInput>): Promise<CampaignStats> {
      const rows = await findCampaignsByIds(db, accountId, input.campaignIds);
      const counts = await countsOf(
        db,
        rows.map((row) => row.id),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        data: input.campaignIds.flatMap((id) => {
          const row = byId.get(id);
          return row
            ? [{ campaignId: id, campaignName: row.name, counts: counts.get(id) ?? emptyCounts() }]
            : [];
        }),
      };
    },

    async pause(accountId: string, campaignId: string): Promise<Campaign> {
      await change(accountId, campaignId, ['scheduled', 'running'], 'CAMPAIGN_NOT_PAUSABLE', () => ({
        status: 'paused',
        statusReason: null,
      }));
      return toDto(accountId, campaignId);
    },

    async resume(accountId: string, campaignId: string): Promise<Campaign> {
      await change(accountId, campaignId, ['paused'], 'CAMPAIGN_NOT_RESUMABLE', (row) => ({
        status: row.scheduleTime <= clock() ? 'running' : 'scheduled',
        statusReason: null,
      }));
      await announceReady(campaignId);
      return toDto(accountId, campaignId);
    },

    async cancel(accountId: string, campaignId: string): Promise<Campaign> {
      await campaignOf(accountId, campaignId);
      await db.transaction(async (tx) => {
        const moved = await changeStatus(tx, accountId, campaignId, ['scheduled', 'running', 'paused'], {
          status: 'canceled',
          finishedAt: clock(),
        });
        if (!moved) throw new AppError('CAMPAIGN_FINISHED');
        await cancelQueuedRecipients(tx, campaignId);
      });
      return toDto(accountId, campaignId);
    },

    async reschedule(
      accountId: string,
      campaignId: string,
      input: z.output<typeof RescheduleCampaignInput>,
    ): Promise<Campaign> {
      const { campaign } = await campaignOf(accountId, campaignId);
      const scheduleTime = scheduleOf(input.scheduleTime);
      const moved = await db.transaction(async (tx) => {
        const row = await changeStatus(
          tx,
          accountId,
          campaignId,
          ['scheduled', 'paused'],
          { scheduleTime },
          and(isNull(campaigns.startedAt), eq(campaigns.scheduleTime, campaign.scheduleTime)),
        );
        if (row) {
          await shiftQueuedRecipients(
            tx,
            campaignId,
            scheduleTime.getTime() - campaign.scheduleTime.getTime(),
          );
        }
        return row;
      });
      if (!moved) {
        const now = (await campaignOf(accountId, campaignId)).campaign;
        throw new AppError(
          ['completed', 'canceled'].includes(now.status) ? 'CAMPAIGN_FINISHED' : 'CAMPAIGN_ALREADY_STARTED',
        );
      }
      return toDto(accountId, campaignId);
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;

const columnIssue = (path: string): FieldIssue => ({
  path,
  message: errorMessages.CAMPAIGN_SHEET_COLUMN_UNKNOWN,
});

import {
  type CreateTemplateInput,
  type ListTemplatesQuery,
  type TemplateConfig,
  type TemplateCreated,
  type TemplateDeleted,
  type TemplateList,
  type TemplatesRefreshed,
  templateConfig,
  templateMessages,
  templatePayload,
} from '@parley/contract';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import type { HealthNotice, ProviderEvent, TemplateStatusEvent } from '../../providers/provider-events';
import type { Realtime } from '../../realtime/realtime';
import { AppError } from '../../shared/errors';
import type { ChannelProviders } from '../channels/channel-providers';
import type { ChannelsService } from '../channels/channels.service';
import { withProvider } from '../channels/with-provider';
import {
  fromProviderTemplate,
  rejectionReasonOf,
  templateStatusOf,
  templateTypeOf,
  toTemplateDto,
} from './templates.mapper';
import {
  deleteTemplates,
  findTemplate,
  forgetTemplate,
  lastUsedLanguage,
  listTemplates,
  mirrorTemplates,
  saveTemplate,
  setTemplateHealth,
  setTemplateStatus,
} from './templates.repo';

export interface TemplatesDependencies {
  db: Database;
  channels: Pick<ChannelsService, 'get'>;
  providers: Pick<ChannelProviders, 'templateCatalog'>;
  realtime: Pick<Realtime, 'toAccount'>;
}

/**
 * A channel's message templates: created and deleted at its provider, mirrored here so that lists
 * answer at once, their review followed through the provider's status webhooks.
 */
export function createTemplatesService({ db, channels, providers, realtime }: TemplatesDependencies) {
  const applyStatus = async (event: TemplateStatusEvent) => {
    if (event.event.toUpperCase() === 'DELETED') return forgetTemplate(db, event.templateId);
    const status = templateStatusOf(event.event);
    if (!status) return;
    const rejectionReason = rejectionReasonOf(event.reason);
    const rejectionInfo = event.rejectionInfo ?? null;
    const changed = await setTemplateStatus(db, event.templateId, { status, rejectionReason, rejectionInfo });
    for (const { id, accountId, channelId } of changed) {
      realtime.toAccount(accountId, 'template.status', {
        templateId: id,
        channelId,
        status,
        rejectionReason,
        rejectionInfo,
      });
    }
  };

  return {
    async config(accountId: string): Promise<TemplateConfig> {
      return { ...templateConfig, lastUsedLanguage: await lastUsedLanguage(db, accountId) };
    },

    async list(
      accountId: string,
      channelId: string,
      query: z.output<typeof ListTemplatesQuery>,
    ): Promise<TemplateList> {
      await channels.get(accountId, channelId);
      const { rows, total } = await listTemplates(db, channelId, query);
      return { data: rows.map(toTemplateDto), totalRecords: total };
    },

    async refresh(accountId: string, channelId: string): Promise<TemplatesRefreshed> {
      const { catalog } = await providers.templateCatalog(accountId, channelId);
      const listed = await withProvider(() => catalog.list());
      await mirrorTemplates(
        db,
        channelId,
        listed.map((template) => fromProviderTemplate({ accountId, channelId }, template)),
      );
      return { totalRecords: listed.length };
    },

    /** Submits the template as spec §5 builds it and keeps it with the status the provider gave. */
    async create(accountId: string, channelId: string, input: CreateTemplateInput): Promise<TemplateCreated> {
      const { catalog } = await providers.templateCatalog(accountId, channelId);
      const payload = templatePayload(input);
      const created = await withProvider(() =>
        catalog.create({
          name: payload.name,
          language: payload.language,
          category: payload.category,
          components: payload.components,
          allowCategoryChange: payload.allowCategoryChange,
        }),
      );
      const row = await saveTemplate(db, {
        accountId,
        channelId,
        providerTemplateId: created.providerTemplateId,
        name: payload.name,
        language: payload.language,
        category: created.category.toUpperCase(),
        templateType: templateTypeOf(payload.components),
        status: templateStatusOf(created.status) ?? 'PENDING',
        rejectionReason: null,
        rejectionInfo: null,
        components: payload.components,
      });
      return { message: templateMessages.created, data: toTemplateDto(row) };
    },

    async remove(accountId: string, channelId: string, templateId: string): Promise<TemplateDeleted> {
      const template = await findTemplate(db, accountId, channelId, templateId);
      if (!template) throw new AppError('NOT_FOUND');
      const { catalog, deletesEveryLanguage } = await providers.templateCatalog(accountId, channelId);
      await withProvider(() =>
        catalog.remove({ providerTemplateId: template.providerTemplateId, name: template.name }),
      );
      await deleteTemplates(
        db,
        channelId,
        deletesEveryLanguage ? { name: template.name } : { id: template.id },
      );
      return { message: templateMessages.deleted };
    },

    /**
     * Keeps what a template's quality or category notice says; answers the templates it is about
     * (the provider's id names them across accounts: one per channel that mirrors it).
     */
    applyHealthNotice(notice: HealthNotice): Promise<{ id: string; accountId: string; channelId: string }[]> {
      if (!notice.templateId) return Promise.resolve([]);
      const { qualityScore, newCategory, previousCategory } = notice.facts;
      const at = notice.occurredAt;
      return setTemplateHealth(db, notice.templateId, {
        ...(notice.topic === 'templateQuality' && qualityScore && { qualityScore, qualityUpdatedAt: at }),
        ...(notice.topic === 'templateCategory' &&
          newCategory && { category: newCategory.toUpperCase(), previousCategory, categoryChangedAt: at }),
      });
    },

    async handleProviderEvents(events: ProviderEvent[]): Promise<void> {
      for (const event of events) if (event.kind === 'template-status') await applyStatus(event);
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;

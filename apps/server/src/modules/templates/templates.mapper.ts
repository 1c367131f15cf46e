import { type Template, type TemplateStatus, type TemplateType, templateStatuses } from '@parley/contract';
import type { ProviderTemplate } from '../../providers/messaging-provider';
import type { NewTemplateRow, TemplateRow } from './templates.repo';

export const toTemplateDto = (row: TemplateRow): Template => ({
  id: row.id,
  channelId: row.channelId,
  providerTemplateId: row.providerTemplateId,
  name: row.name,
  language: row.language,
  category: row.category,
  templateType: row.templateType,
  status: row.status,
  rejectionReason: row.rejectionReason,
  rejectionInfo: row.rejectionInfo,
  components: row.components as Template['components'],
  qualityScore: row.qualityScore,
  qualityUpdatedAt: row.qualityUpdatedAt?.toISOString() ?? null,
  previousCategory: row.previousCategory,
  categoryChangedAt: row.categoryChangedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A template as its provider lists it, for one of the account's channels. */
export const fromProviderTemplate = (
  channel: { accountId: string; channelId: string },
  template: ProviderTemplate,
): NewTemplateRow => ({
  accountId: channel.accountId,
  channelId: channel.channelId,
  providerTemplateId: template.providerTemplateId,
  name: template.name,
  language: template.language,
  category: template.category.toUpperCase(),
  templateType: templateTypeOf(template.components),
  status: templateStatusOf(template.status) ?? 'PENDING',
  rejectionReason: rejectionReasonOf(template.rejectedReason),
  components: template.components,
});

export const templateTypeOf = (components: { type?: unknown }[]): TemplateType =>
  components.some((component) => String(component.type).toUpperCase() === 'CAROUSEL')
    ? 'Carousel'
    : 'Standard';

// Meta's review events that are not statuses of their own: a reinstated template is approved again.
const statusOfEvent: Record<string, TemplateStatus> = { REINSTATED: 'APPROVED' };

/** A provider's status or review event as Parley's status; undefined for events that change none (FLAGGED, LOCKED). */
export function templateStatusOf(providerStatus: string): TemplateStatus | undefined {
  const status = providerStatus.toUpperCase();
  return (templateStatuses as readonly string[]).includes(status)
    ? (status as TemplateStatus)
    : statusOfEvent[status];
}

/** Meta says NONE where there is no reason. */
export const rejectionReasonOf = (reason: string | undefined): string | null =>
  reason && reason !== 'NONE' ? reason : null;

import type { QuickReplySettings, QuickReplySettingsInput } from '@parley/contract';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import type { Principal } from '../../types/fastify';
import {
  findQuickReplySettings,
  type QuickReplySettingsRow,
  saveQuickReplySettings,
} from './quick-reply-settings.repo';

const defaults: QuickReplySettings = { quickReplyEnabled: false, timeZone: 'UTC' };

export async function quickReplySettingsOf(db: Database, accountId: string): Promise<QuickReplySettings> {
  const row = await findQuickReplySettings(db, accountId);
  return row ? toSettings(row) : defaults;
}

export async function updateQuickReplySettings(
  db: Database,
  principal: Principal,
  changes: z.output<typeof QuickReplySettingsInput>,
): Promise<QuickReplySettings> {
  return toSettings(await saveQuickReplySettings(db, principal.accountId, changes));
}

const toSettings = (row: QuickReplySettingsRow): QuickReplySettings => ({
  quickReplyEnabled: row.quickReplyEnabled,
  timeZone: row.timeZone,
});

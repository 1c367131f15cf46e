import type { QuickReply, QuickReplyInput } from '@parley/contract';
import type { z } from 'zod/mini';
import type { QuickReplyRow, QuickReplyValues } from './quick-replies.repo';

export const toQuickReplyDto = (row: QuickReplyRow): QuickReply => ({
  quickReplyId: row.id,
  channelId: row.channelId,
  shortName: row.shortName,
  replyMessage: row.replyMessage,
  options: row.options,
  enabled: row.enabled,
  timeRestriction: {
    enabled: row.timeRestrictionEnabled,
    startTime: row.startTime,
    endTime: row.endTime,
  },
  updatedAt: row.updatedAt.toISOString(),
});

export const toQuickReplyValues = (input: z.output<typeof QuickReplyInput>): QuickReplyValues => ({
  shortName: input.shortName,
  replyMessage: input.replyMessage,
  options: input.options,
  enabled: input.enabled,
  timeRestrictionEnabled: input.timeRestriction.enabled,
  startTime: input.timeRestriction.startTime,
  endTime: input.timeRestriction.endTime,
});

import type { QuickReply, QuickReplyInput, QuickReplyList } from '@parley/contract';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { ChannelsService } from '../channels/channels.service';
import { toQuickReplyDto, toQuickReplyValues } from './quick-replies.mapper';
import {
  deleteQuickReply,
  findQuickReply,
  insertQuickReply,
  listQuickReplies,
  updateQuickReply,
} from './quick-replies.repo';

export interface QuickRepliesDependencies {
  db: Database;
  channels: Pick<ChannelsService, 'get'>;
}

type Input = z.output<typeof QuickReplyInput>;

/** A channel's quick replies; every user of the account manages them (agents insert them too). */
export function createQuickRepliesService({ db, channels }: QuickRepliesDependencies) {
  return {
    async list(accountId: string, channelId: string): Promise<QuickReplyList> {
      await channels.get(accountId, channelId);
      return { data: (await listQuickReplies(db, channelId)).map(toQuickReplyDto) };
    },

    async create(accountId: string, channelId: string, input: Input): Promise<QuickReply> {
      await channels.get(accountId, channelId);
      const row = await insertQuickReply(db, { accountId, channelId, ...toQuickReplyValues(input) });
      return toQuickReplyDto(row);
    },

    async get(accountId: string, quickReplyId: string): Promise<QuickReply> {
      const row = await findQuickReply(db, accountId, quickReplyId);
      if (!row) throw new AppError('NOT_FOUND');
      return toQuickReplyDto(row);
    },

    async update(accountId: string, quickReplyId: string, input: Input): Promise<QuickReply> {
      const row = await updateQuickReply(db, accountId, quickReplyId, toQuickReplyValues(input));
      if (!row) throw new AppError('NOT_FOUND');
      return toQuickReplyDto(row);
    },

    async remove(accountId: string, quickReplyId: string): Promise<void> {
      if (!(await deleteQuickReply(db, accountId, quickReplyId))) throw new AppError('NOT_FOUND');
    },
  };
}

export type QuickRepliesService = ReturnType<typeof createQuickRepliesService>;

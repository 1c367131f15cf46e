import { errorMessages, type QuickReply, type QuickReplyInput, type QuickReplyList } from '@parley/contract';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-errors';
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
      const row = await shortNameKept(() =>
        insertQuickReply(db, { accountId, channelId, ...toQuickReplyValues(input) }),
      );
      return toQuickReplyDto(row);
    },

    async get(accountId: string, quickReplyId: string): Promise<QuickReply> {
      const row = await findQuickReply(db, accountId, quickReplyId);
      if (!row) throw new AppError('NOT_FOUND');
      return toQuickReplyDto(row);
    },

    async update(accountId: string, quickReplyId: string, input: Input): Promise<QuickReply> {
      const row = await shortNameKept(() =>
        updateQuickReply(db, accountId, quickReplyId, toQuickReplyValues(input)),
      );
      if (!row) throw new AppError('NOT_FOUND');
      return toQuickReplyDto(row);
    },

    async remove(accountId: string, quickReplyId: string): Promise<void> {
      if (!(await deleteQuickReply(db, accountId, quickReplyId))) throw new AppError('NOT_FOUND');
    },
  };
}

/** A short name another quick reply of the channel has (in any case) is refused with 409. */
async function shortNameKept<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('QUICK_REPLY_SHORT_NAME_TAKEN', [
      { path: 'shortName', message: errorMessages.QUICK_REPLY_SHORT_NAME_TAKEN },
    ]);
  }
}

export type QuickRepliesService = ReturnType<typeof createQuickRepliesService>;

import {
  type Chatbot,
  type ChatbotFlow,
  type ChatbotList,
  type ChatbotSettings,
  type CreateChatbotInput,
  type ErrorCode,
  errorMessages,
  lintFlow,
} from '@parley/contract';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-errors';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import type { ChannelsService } from '../channels/channels.service';
import type { MediaStorage } from '../media/media.storage';
import { assertFlowMediaOwned } from './chatbot-flow-media';
import { keywordKeyOf } from './chatbot-keyword';
import { toChatbotDto, toChatbotListItem } from './chatbots.mapper';
import {
  type ChatbotChanges,
  deleteChatbot,
  findChatbot,
  insertChatbot,
  listChatbots,
  updateChatbot,
} from './chatbots.repo';

export interface ChatbotsDependencies {
  db: Database;
  channels: Pick<ChannelsService, 'get'>;
  storage: Pick<MediaStorage, 'find'>;
}

interface ChatbotIds {
  channelId: string;
  chatbotId: string;
}

/**
 * A channel's chatbots: created inactive with an empty flow, built, then activated once the flow
 * has no problems. Among a channel's active bots a keyword starts one bot only, and one bot takes
 * 'any keyword'; the database's unique indexes hold that against concurrent requests too.
 */
export function createChatbotsService({ db, channels, storage }: ChatbotsDependencies) {
  const loaded = async (accountId: string, { channelId, chatbotId }: ChatbotIds): Promise<Chatbot> => {
    const row = await findChatbot(db, accountId, channelId, chatbotId);
    if (!row) throw new AppError('NOT_FOUND');
    return toChatbotDto(row);
  };

  /** `type` is the bot's type once changed: a unique index refusing the change is about its start. */
  const change = async (
    principal: Principal,
    ids: ChatbotIds,
    changes: ChatbotChanges,
    type?: Chatbot['type'],
  ) => {
    const found = await startKept(type, () =>
      updateChatbot(
        db,
        { accountId: principal.accountId, ...ids },
        { ...changes, updatedBy: principal.userId },
      ),
    );
    if (!found) throw new AppError('NOT_FOUND');
    return loaded(principal.accountId, ids);
  };

  /** A flow that is to run must have no problems; they are the error's details. */
  const ensureRunnable = (flow: ChatbotFlow) => {
    const problems = lintFlow(flow);
    if (problems.length > 0) throw new AppError('CHATBOT_FLOW_HAS_PROBLEMS', problems);
  };

  return {
    async list(accountId: string, channelId: string): Promise<ChatbotList> {
      await channels.get(accountId, channelId);
      return { data: (await listChatbots(db, accountId, channelId)).map(toChatbotListItem) };
    },

    async create(principal: Principal, channelId: string, input: z.output<typeof CreateChatbotInput>) {
      await channels.get(principal.accountId, channelId);
      const keyword = input.type === 'keyword' ? input.keyword : null;
      const chatbotId = await insertChatbot(db, {
        accountId: principal.accountId,
        channelId,
        name: input.name,
        type: input.type,
        keyword,
        keywordKey: keyword === null ? null : keywordKeyOf(keyword),
        updatedBy: principal.userId,
      });
      return loaded(principal.accountId, { channelId, chatbotId });
    },

    get: (accountId: string, ids: ChatbotIds) => loaded(accountId, ids),

    async updateFlow(principal: Principal, ids: ChatbotIds, flow: ChatbotFlow): Promise<Chatbot> {
      const current = await loaded(principal.accountId, ids);
      if (current.status === 'active') ensureRunnable(flow);
      await assertFlowMediaOwned(storage, principal.accountId, flow);
      return change(principal, ids, { startNode: flow.startNode, nodes: flow.nodes });
    },

    async setStatus(principal: Principal, ids: ChatbotIds, status: Chatbot['status']): Promise<Chatbot> {
      const current = await loaded(principal.accountId, ids);
      if (status === 'active') ensureRunnable(current);
      return change(principal, ids, { status }, current.type);
    },

    rename: (principal: Principal, ids: ChatbotIds, name: string) => change(principal, ids, { name }),

    setKeyword: (principal: Principal, ids: ChatbotIds, keyword: string) =>
      change(principal, ids, { type: 'keyword', keyword, keywordKey: keywordKeyOf(keyword) }, 'keyword'),

    setAnyKeyword: (principal: Principal, ids: ChatbotIds) =>
      change(principal, ids, { type: 'anyKeyword', keyword: null, keywordKey: null }, 'anyKeyword'),

    updateSettings: (principal: Principal, ids: ChatbotIds, settings: ChatbotSettings) =>
      change(principal, ids, {
        sessionTimeoutMinutes: settings.sessionTimeoutMinutes,
        timeoutMessage: settings.timeoutMessage || null,
        restartKeyword: settings.restartKeyword || null,
      }),

    async remove(accountId: string, { channelId, chatbotId }: ChatbotIds): Promise<void> {
      if (!(await deleteChatbot(db, accountId, channelId, chatbotId))) throw new AppError('NOT_FOUND');
    },
  };
}

/**
 * Another active bot of the channel already starting on the keyword (or on 'any keyword') is refused
 * with 409.
 */
async function startKept<T>(type: Chatbot['type'] | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!type || !isUniqueViolation(error)) throw error;
    const code: ErrorCode = type === 'keyword' ? 'CHATBOT_KEYWORD_TAKEN' : 'CHATBOT_ANY_KEYWORD_TAKEN';
    throw new AppError(code, [
      { path: type === 'keyword' ? 'keyword' : 'type', message: errorMessages[code] },
    ]);
  }
}

export type ChatbotsService = ReturnType<typeof createChatbotsService>;

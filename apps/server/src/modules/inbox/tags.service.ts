import {
  type AssignedTagList,
  type ConversationTag,
  errorMessages,
  type Tag,
  type TagList,
} from '@parley/contract';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/postgres-errors';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import { findVisibleConversation } from './conversation-access';
import type { InboxPort } from './inbox.port';
import { toConversationTagDto, toTagDto } from './tags.mapper';
import {
  deleteConversationTag,
  deleteTag,
  findTag,
  insertConversationTag,
  insertTag,
  listConversationTags,
  listTags,
} from './tags.repo';

export interface TagsDependencies {
  db: Database;
  inbox: Pick<InboxPort, 'publishConversation'>;
}

/**
 * The account's tags, and the tags on its conversations. Every user of the account manages the
 * tags; putting one on or taking one off needs the conversation to be visible to them. Each change
 * is pushed with the conversations it touched, so open inboxes show it.
 */
export function createTagsService({ db, inbox }: TagsDependencies) {
  return {
    async list(accountId: string): Promise<TagList> {
      return { data: (await listTags(db, accountId)).map(toTagDto) };
    },

    async create(accountId: string, tagName: string): Promise<Tag> {
      const row = await insertTag(db, accountId, tagName);
      if (!row) {
        throw new AppError('TAG_NAME_TAKEN', [{ path: 'tagName', message: errorMessages.TAG_NAME_TAKEN }]);
      }
      return toTagDto(row);
    },

    async remove(accountId: string, tagId: string): Promise<void> {
      const untagged = await deleteTag(db, accountId, tagId);
      if (!untagged) throw new AppError('NOT_FOUND');
      for (const conversationId of untagged) await inbox.publishConversation(conversationId);
    },

    async assigned(principal: Principal, conversationId: string): Promise<AssignedTagList> {
      await findVisibleConversation(db, principal, conversationId);
      return { data: (await listConversationTags(db, conversationId)).map(toConversationTagDto) };
    },

    async assign(principal: Principal, conversationId: string, tagId: string): Promise<ConversationTag> {
      await findVisibleConversation(db, principal, conversationId);
      const tag = await findTag(db, principal.accountId, tagId);
      if (!tag) throw new AppError('NOT_FOUND');
      const id = await insertConversationTag(db, {
        accountId: principal.accountId,
        conversationId,
        tagId,
      }).catch((error: unknown) => {
        // The tag was deleted from the account since it was looked up.
        throw isForeignKeyViolation(error) ? new AppError('NOT_FOUND') : error;
      });
      if (!id) throw new AppError('TAG_ALREADY_ASSIGNED');
      await inbox.publishConversation(conversationId);
      return { conversationTagId: id, tagId, tagName: tag.tagName };
    },

    async unassign(principal: Principal, conversationId: string, conversationTagId: string): Promise<void> {
      await findVisibleConversation(db, principal, conversationId);
      if (!(await deleteConversationTag(db, conversationId, conversationTagId))) {
        throw new AppError('NOT_FOUND');
      }
      await inbox.publishConversation(conversationId);
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;

import type { ConversationTag, Tag } from '@parley/contract';
import type { ConversationTagRow, TagRow } from './tags.repo';

export const toTagDto = (row: TagRow): Tag => ({ id: row.id, tagName: row.tagName });

export const toConversationTagDto = (row: ConversationTagRow): ConversationTag => ({
  conversationTagId: row.id,
  tagId: row.tagId,
  tagName: row.tagName,
});

import type { ConversationNote } from '@parley/contract';
import { fullName } from './agents.mapper';
import type { NoteWithAuthor } from './notes.repo';

export const toNoteDto = (row: NoteWithAuthor): ConversationNote => ({
  conversationNoteId: row.id,
  conversationId: row.conversationId,
  note: row.note,
  author: row.author && { userId: row.author.id, name: fullName(row.author) },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

import { type ConversationNote, type ConversationNoteList, can } from '@parley/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import { findVisibleConversation } from './conversation-access';
import type { InboxPort } from './inbox.port';
import { toNoteDto } from './notes.mapper';
import { deleteNote, findNote, insertNote, listNotes, updateNote } from './notes.repo';

export interface NotesDependencies {
  db: Database;
  inbox: Pick<InboxPort, 'publishNotes'>;
}

/**
 * The team's notes on a conversation: whoever may see the conversation reads and adds them. A note
 * is changed or deleted by its author, or by a manager or account admin (an agent touching another
 * user's note is refused with MANAGERS_ONLY).
 */
export function createNotesService({ db, inbox }: NotesDependencies) {
  const noteAnswer = async (accountId: string, noteId: string): Promise<ConversationNote> => {
    const row = await findNote(db, accountId, noteId);
    if (!row) throw new AppError('NOT_FOUND');
    return toNoteDto(row);
  };

  /** The conversation of the note, once the principal may change the note. */
  const conversationOfChangeableNote = async (principal: Principal, noteId: string) => {
    const note = await findNote(db, principal.accountId, noteId);
    if (!note) throw new AppError('NOT_FOUND');
    const conversation = await findVisibleConversation(db, principal, note.conversationId);
    if (note.authorId !== principal.userId && !can(principal.roleName, 'editOthersNotes')) {
      throw new AppError('MANAGERS_ONLY');
    }
    return conversation;
  };

  return {
    async list(principal: Principal, conversationId: string): Promise<ConversationNoteList> {
      await findVisibleConversation(db, principal, conversationId);
      return { data: (await listNotes(db, conversationId)).map(toNoteDto) };
    },

    async create(principal: Principal, conversationId: string, note: string): Promise<ConversationNote> {
      const conversation = await findVisibleConversation(db, principal, conversationId);
      const noteId = await insertNote(db, {
        accountId: principal.accountId,
        conversationId,
        authorId: principal.userId,
        note,
      });
      inbox.publishNotes(conversation);
      return noteAnswer(principal.accountId, noteId);
    },

    async update(principal: Principal, noteId: string, text: string): Promise<ConversationNote> {
      const conversation = await conversationOfChangeableNote(principal, noteId);
      await updateNote(db, noteId, text);
      inbox.publishNotes(conversation);
      return noteAnswer(principal.accountId, noteId);
    },

    async remove(principal: Principal, noteId: string): Promise<void> {
      const conversation = await conversationOfChangeableNote(principal, noteId);
      await deleteNote(db, noteId);
      inbox.publishNotes(conversation);
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;

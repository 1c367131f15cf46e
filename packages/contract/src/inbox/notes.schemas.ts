import { z } from 'zod/mini';
import * as f from '../fields';
import { validationMessages as m } from '../validation';

/** Spec §3: conversationNoteId, note, conversationId; seen by the team only, never by the customer. */
export const ConversationNote = z.object({
  conversationNoteId: z.uuid(),
  conversationId: z.uuid(),
  note: z.string(),
  author: z.nullable(z.object({ userId: z.uuid(), name: z.string() })),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ConversationNote = z.infer<typeof ConversationNote>;
export const ConversationNoteList = z.object({ data: z.array(ConversationNote) });
export type ConversationNoteList = z.infer<typeof ConversationNoteList>;

export const NotesQuery = z.object({ conversationId: z.uuid() });
export const NoteInput = z.object({ note: f.required(m.noteRequired, 2000) });
export type NoteInput = z.input<typeof NoteInput>;
export const CreateNoteInput = z.extend(NoteInput, { conversationId: z.uuid() });
export type CreateNoteInput = z.input<typeof CreateNoteInput>;
export const NoteIdParams = z.object({ conversationNoteId: z.uuid() });

/** Spec §8. */
export const noteMessages = {
  addFailed: 'Failed to add note',
  deleteFailed: 'Failed to delete note',
  added: 'Note added successfully',
  deleted: 'Note deleted successfully',
  edited: 'Note edited successfully',
} as const;

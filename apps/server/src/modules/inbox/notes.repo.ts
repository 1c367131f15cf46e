import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationNotes, users } from '../../db/schema/index';

const withAuthor = {
  ...getTableColumns(conversationNotes),
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

/** A note with its author's name; the author is null once their user is deleted. */
const selectWithAuthor = (db: Database) =>
  db.select(withAuthor).from(conversationNotes).leftJoin(users, eq(users.id, conversationNotes.authorId));

export type NoteWithAuthor = Awaited<ReturnType<typeof listNotes>>[number];

export function listNotes(db: Database, conversationId: string) {
  return selectWithAuthor(db)
    .where(eq(conversationNotes.conversationId, conversationId))
    .orderBy(asc(conversationNotes.createdAt), asc(conversationNotes.id));
}

export async function findNote(
  db: Database,
  accountId: string,
  noteId: string,
): Promise<NoteWithAuthor | undefined> {
  const [row] = await selectWithAuthor(db).where(
    and(eq(conversationNotes.accountId, accountId), eq(conversationNotes.id, noteId)),
  );
  return row;
}

/** Answers the new note's id. */
export async function insertNote(
  db: Database,
  values: { accountId: string; conversationId: string; authorId: string; note: string },
): Promise<string> {
  const [row] = await db.insert(conversationNotes).values(values).returning({ id: conversationNotes.id });
  if (!row) throw new Error('insert into conversation_notes returned no row');
  return row.id;
}

export async function updateNote(db: Database, noteId: string, note: string): Promise<void> {
  await db
    .update(conversationNotes)
    .set({ note, updatedAt: sql`now()` })
    .where(eq(conversationNotes.id, noteId));
}

export async function deleteNote(db: Database, noteId: string): Promise<void> {
  await db.delete(conversationNotes).where(eq(conversationNotes.id, noteId));
}

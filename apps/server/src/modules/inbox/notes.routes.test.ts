import {
  type ApiError,
  type Channel,
  type ConversationNote,
  type ConversationNoteList,
  errorMessages,
  inboxRoutes,
  validationMessages,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import { connectRealtime } from '../../test/realtime-client';
import { appUrl } from './inbox.test-helpers';
import {
  apiAs,
  type InboxWorkspace,
  type Member,
  newCustomer,
  startInboxWorkspace,
} from './inbox-workspace.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;
let agent: Member;
let otherAgent: Member;
let manager: Member;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  agent = await w.addTeammate(owner, 'agent', 'Agnes');
  otherAgent = await w.addTeammate(owner, 'agent', 'Otto');
  manager = await w.addTeammate(owner, 'manager', 'Mara');
});
afterAll(() => w?.close());

const notePath = (noteId: string) => inboxRoutes.updateNote.path.replace(':conversationNoteId', noteId);
const notesOf = (member: Member, conversationId: string) =>
  member.api.call('GET', `${inboxRoutes.listNotes.path}?conversationId=${conversationId}`);
const addNote = (member: Member, conversationId: string, note: string) =>
  member.api.ok<ConversationNote>('POST', inboxRoutes.createNote.path, { conversationId, note }, 201);

/** A conversation of a new customer, unassigned or given to `assignee`. */
async function newConversation(assignee?: Member): Promise<string> {
  const waId = newCustomer();
  await w.customerWrites(channel, waId, 'Where is my parcel?');
  const { conversationId } = await w.conversationOf(owner, channel, waId);
  if (assignee) {
    await owner.api.ok('PUT', inboxRoutes.assignAgent.path.replace(':conversationId', conversationId), {
      assignedAgentId: assignee.userId,
    });
  }
  return conversationId;
}

const notFound = { code: 'NOT_FOUND', message: errorMessages.NOT_FOUND };

describe('POST /api/v1/notes', () => {
  it('adds a note with its author and time, which the conversation then lists', async () => {
    const conversationId = await newConversation();
    const note = await addNote(agent, conversationId, '  Customer prefers a call after 5pm  ');

    expect(note).toEqual({
      conversationNoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      conversationId,
      note: 'Customer prefers a call after 5pm',
      author: { userId: agent.userId, name: 'Agnes Lovelace' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: note.createdAt,
    });
    expect((await notesOf(owner, conversationId)).json<ConversationNoteList>().data).toEqual([note]);
  });

  it('refuses an empty note and one over 2000 characters, naming the field', async () => {
    const conversationId = await newConversation();
    for (const [note, message] of [
      ['   ', validationMessages.noteRequired],
      ['x'.repeat(2001), validationMessages.tooLong],
    ] as const) {
      const response = await owner.api.call('POST', inboxRoutes.createNote.path, { conversationId, note });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'note', message }],
      });
    }
    expect((await notesOf(owner, conversationId)).json<ConversationNoteList>().data).toEqual([]);
  });

  it('refuses a conversation id that is not one', async () => {
    const response = await owner.api.call('POST', inboxRoutes.createNote.path, {
      conversationId: 'abc',
      note: 'Hi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { path: 'conversationId', message: expect.any(String) },
    ]);
  });

  it("answers 404 for another account's conversation and for another agent's", async () => {
    const conversationId = await newConversation(otherAgent);
    const stranger = apiAs(w.t, (await signUp(w.t.app)).accessToken);

    for (const api of [stranger, agent.api]) {
      const response = await api.call('POST', inboxRoutes.createNote.path, {
        conversationId,
        note: 'Sneaky',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await notesOf(owner, conversationId)).json<ConversationNoteList>().data).toEqual([]);
  });
});

describe('notes in open inboxes', () => {
  it('tells those who see the conversation that its notes changed, on add, edit and delete', async () => {
    const conversationId = await newConversation(agent);
    const managerInbox = await connectRealtime(appUrl(w), manager.token);
    const otherAgentInbox = await connectRealtime(appUrl(w), otherAgent.token);
    try {
      const changes = () =>
        managerInbox
          .received('conversation.notes')
          .filter((event) => event.conversationId === conversationId);
      const note = await addNote(agent, conversationId, 'Wants a callback');
      await managerInbox.next('conversation.notes', (event) => event.conversationId === conversationId);
      await agent.api.ok('PUT', notePath(note.conversationNoteId), { note: 'Wants a callback at 6' });
      await agent.api.ok('DELETE', notePath(note.conversationNoteId));

      await expect.poll(() => changes().length).toBe(3);
      expect(otherAgentInbox.received('conversation.notes')).toEqual([]);
    } finally {
      managerInbox.close();
      otherAgentInbox.close();
    }
  });
});

describe('GET /api/v1/notes', () => {
  it("lists the conversation's notes oldest first, each with its author", async () => {
    const conversationId = await newConversation(agent);
    const first = await addNote(agent, conversationId, 'Asked for a refund');
    const second = await addNote(manager, conversationId, 'Refund approved');
    const third = await addNote(owner, conversationId, 'Refund sent');

    const response = await notesOf(agent, conversationId);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<ConversationNoteList>();
    expect(data.map((note) => [note.note, note.author?.name])).toEqual([
      ['Asked for a refund', 'Agnes Lovelace'],
      ['Refund approved', 'Mara Lovelace'],
      ['Refund sent', 'Ada Lovelace'],
    ]);
    expect(data.map((note) => note.conversationNoteId)).toEqual(
      [first, second, third].map((note) => note.conversationNoteId),
    );
  });

  it('shows an agent the notes of unassigned conversations and their own, not those of another agent', async () => {
    const unassigned = await newConversation();
    const theirs = await newConversation(otherAgent);
    await addNote(owner, unassigned, 'Anyone can pick this up');
    await addNote(otherAgent, theirs, 'Private to Otto and the managers');

    expect((await notesOf(agent, unassigned)).json<ConversationNoteList>().data).toHaveLength(1);
    const hidden = await notesOf(agent, theirs);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFound);
    expect((await notesOf(manager, theirs)).json<ConversationNoteList>().data).toHaveLength(1);
  });

  it("answers 404 for another account's conversation", async () => {
    const conversationId = await newConversation();
    await addNote(owner, conversationId, 'Internal');
    const stranger = apiAs(w.t, (await signUp(w.t.app)).accessToken);

    const response = await stranger.call(
      'GET',
      `${inboxRoutes.listNotes.path}?conversationId=${conversationId}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses a request without a conversation id', async () => {
    const response = await owner.api.call('GET', inboxRoutes.listNotes.path);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('VALIDATION_FAILED');
  });
});

describe('PUT /api/v1/notes/:conversationNoteId', () => {
  it('lets the author edit their note, keeping when it was written', async () => {
    const conversationId = await newConversation();
    const note = await addNote(agent, conversationId, 'Call back on Monday');

    const edited = await agent.api.ok<ConversationNote>('PUT', notePath(note.conversationNoteId), {
      note: 'Call back on Tuesday',
    });
    expect(edited).toMatchObject({ note: 'Call back on Tuesday', createdAt: note.createdAt });
    expect(edited.updatedAt > note.updatedAt).toBe(true);
    expect((await notesOf(owner, conversationId)).json<ConversationNoteList>().data).toEqual([edited]);
  });

  it("lets a manager or an account admin edit another user's note, and refuses an agent", async () => {
    const conversationId = await newConversation();
    const note = await addNote(otherAgent, conversationId, 'Original');

    const refused = await agent.api.call('PUT', notePath(note.conversationNoteId), {
      note: 'Changed by Agnes',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'MANAGERS_ONLY', message: errorMessages.MANAGERS_ONLY });

    await manager.api.ok('PUT', notePath(note.conversationNoteId), { note: 'Changed by Mara' });
    const byOwner = await owner.api.ok<ConversationNote>('PUT', notePath(note.conversationNoteId), {
      note: 'Changed by Ada',
    });
    expect(byOwner.author?.userId).toBe(otherAgent.userId);
    expect((await notesOf(owner, conversationId)).json<ConversationNoteList>().data[0]?.note).toBe(
      'Changed by Ada',
    );
  });

  it('refuses an empty note', async () => {
    const note = await addNote(owner, await newConversation(), 'Keep me');
    const response = await owner.api.call('PUT', notePath(note.conversationNoteId), { note: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { path: 'note', message: validationMessages.noteRequired },
    ]);
  });

  it("answers 404 for another account's note and for a note on another agent's conversation", async () => {
    const conversationId = await newConversation(otherAgent);
    const note = await addNote(owner, conversationId, 'Managers only');
    const stranger = apiAs(w.t, (await signUp(w.t.app)).accessToken);

    for (const api of [stranger, agent.api]) {
      const response = await api.call('PUT', notePath(note.conversationNoteId), { note: 'Overwritten' });
      expect(response.statusCode).toBe(404);
    }
    expect((await notesOf(owner, conversationId)).json<ConversationNoteList>().data[0]?.note).toBe(
      'Managers only',
    );
  });
});

describe('DELETE /api/v1/notes/:conversationNoteId', () => {
  it('lets the author delete their note', async () => {
    const conversationId = await newConversation();
    const kept = await addNote(owner, conversationId, 'Keep');
    const note = await addNote(agent, conversationId, 'Delete me');

    expect(await agent.api.ok('DELETE', notePath(note.conversationNoteId))).toEqual({ ok: true });
    expect((await notesOf(owner, conversationId)).json<ConversationNoteList>().data).toEqual([kept]);
    expect((await agent.api.call('DELETE', notePath(note.conversationNoteId))).statusCode).toBe(404);
  });

  it("lets a manager delete another user's note, and refuses an agent", async () => {
    const conversationId = await newConversation();
    const note = await addNote(otherAgent, conversationId, "Otto's");

    const refused = await agent.api.call('DELETE', notePath(note.conversationNoteId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().code).toBe('MANAGERS_ONLY');

    await manager.api.ok('DELETE', notePath(note.conversationNoteId));
    expect((await notesOf(owner, conversationId)).json<ConversationNoteList>().data).toEqual([]);
  });

  it("answers 404 for another account's note", async () => {
    const conversationId = await newConversation();
    const note = await addNote(owner, conversationId, 'Mine');
    const stranger = apiAs(w.t, (await signUp(w.t.app)).accessToken);

    expect((await stranger.call('DELETE', notePath(note.conversationNoteId))).statusCode).toBe(404);
    expect((await notesOf(owner, conversationId)).json<ConversationNoteList>().data).toHaveLength(1);
  });

  it('refuses a note id that is not one', async () => {
    expect((await owner.api.call('DELETE', notePath('42'))).statusCode).toBe(400);
  });
});

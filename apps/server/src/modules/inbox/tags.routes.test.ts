import {
  type ApiError,
  type AssignedTagList,
  type Channel,
  type ConversationTag,
  errorMessages,
  type FieldIssue,
  inboxRoutes,
  type Tag,
  type TagList,
  validationMessages,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import { connectRealtime } from '../../test/realtime-client';
import { appUrl } from './inbox.test-helpers';
import {
  type Api,
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

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  agent = await w.addTeammate(owner, 'agent');
  otherAgent = await w.addTeammate(owner, 'agent');
});
afterAll(() => w?.close());

const stranger = async () => apiAs(w.t, (await signUp(w.t.app)).accessToken);
const createTag = (api: Api, tagName: string) =>
  api.ok<Tag>('POST', inboxRoutes.createTag.path, { tagName }, 201);
const tagsOf = async (api: Api) => (await api.ok<TagList>('GET', inboxRoutes.listTags.path)).data;
const assignedTags = (api: Api, conversationId: string) =>
  api.call('GET', `${inboxRoutes.assignedTags.path}?conversationId=${conversationId}`);
const namesOn = async (conversationId: string) =>
  (await assignedTags(owner.api, conversationId)).json<AssignedTagList>().data.map((tag) => tag.tagName);
const assign = (api: Api, conversationId: string, tagId: string) =>
  api.call('POST', inboxRoutes.assignTag.path, { conversationId, tagId });

async function newConversation(assignee?: Member): Promise<string> {
  const waId = newCustomer();
  await w.customerWrites(channel, waId);
  const { conversationId } = await w.conversationOf(owner, channel, waId);
  if (assignee) {
    await owner.api.ok('PUT', inboxRoutes.assignAgent.path.replace(':conversationId', conversationId), {
      assignedAgentId: assignee.userId,
    });
  }
  return conversationId;
}

describe('POST /api/v1/tags', () => {
  it('creates a tag of the account', async () => {
    const tag = await createTag(owner.api, '  Wholesale  ');

    expect(tag).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), tagName: 'Wholesale' });
    expect(await tagsOf(agent.api)).toContainEqual(tag);
  });

  it('refuses a name the account already has, in any case, and allows it in another account', async () => {
    await createTag(owner.api, 'Returns');

    const response = await owner.api.call('POST', inboxRoutes.createTag.path, { tagName: 'RETURNS' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'TAG_NAME_TAKEN',
      message: errorMessages.TAG_NAME_TAKEN,
      details: [{ path: 'tagName', message: errorMessages.TAG_NAME_TAKEN }],
    });
    expect(await createTag(await stranger(), 'Returns')).toMatchObject({ tagName: 'Returns' });
  });

  it('refuses an empty name and one over 50 characters', async () => {
    for (const [tagName, message] of [
      [' ', validationMessages.tagNameRequired],
      ['x'.repeat(51), validationMessages.tooLong],
    ] as const) {
      const response = await owner.api.call('POST', inboxRoutes.createTag.path, { tagName });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().details).toEqual([{ path: 'tagName', message }]);
    }
  });
});

describe('GET /api/v1/tags', () => {
  it("lists only the account's tags, by name whatever their case", async () => {
    const api = await stranger();
    for (const name of ['vip', 'Abandoned cart', 'New lead']) await createTag(api, name);

    expect((await tagsOf(api)).map((tag) => tag.tagName)).toEqual(['Abandoned cart', 'New lead', 'vip']);
  });
});

describe('DELETE /api/v1/tags', () => {
  it('deletes the tag from the account and from every conversation', async () => {
    const tag = await createTag(owner.api, 'Spam');
    const kept = await createTag(owner.api, 'Keep');
    const first = await newConversation();
    const second = await newConversation();
    for (const conversationId of [first, second]) {
      expect((await assign(owner.api, conversationId, tag.id)).statusCode).toBe(201);
    }
    await assign(owner.api, first, kept.id);

    expect(await owner.api.ok('DELETE', `${inboxRoutes.deleteTag.path}?tagId=${tag.id}`)).toEqual({
      ok: true,
    });
    expect(await tagsOf(owner.api)).not.toContainEqual(tag);
    expect(await namesOn(first)).toEqual(['Keep']);
    expect(await namesOn(second)).toEqual([]);
  });

  it("answers 404 for another account's tag and leaves it", async () => {
    const api = await stranger();
    const tag = await createTag(api, 'Theirs');

    const response = await owner.api.call('DELETE', `${inboxRoutes.deleteTag.path}?tagId=${tag.id}`);
    expect(response.statusCode).toBe(404);
    expect(await tagsOf(api)).toContainEqual(tag);
  });

  it('refuses a tag id that is not one', async () => {
    expect((await owner.api.call('DELETE', `${inboxRoutes.deleteTag.path}?tagId=1`)).statusCode).toBe(400);
  });
});

describe('POST /api/v1/conversation-tags', () => {
  it('puts a tag on a conversation, which then lists it', async () => {
    const conversationId = await newConversation();
    const tag = await createTag(owner.api, 'Priority');

    const response = await assign(agent.api, conversationId, tag.id);
    expect(response.statusCode).toBe(201);
    const assigned = response.json<ConversationTag>();
    expect(assigned).toEqual({
      conversationTagId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tagId: tag.id,
      tagName: 'Priority',
    });
    expect((await assignedTags(agent.api, conversationId)).json<AssignedTagList>().data).toEqual([assigned]);
  });

  it('refuses a tag the conversation already has', async () => {
    const conversationId = await newConversation();
    const tag = await createTag(owner.api, 'Twice');
    await assign(owner.api, conversationId, tag.id);

    const response = await assign(owner.api, conversationId, tag.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'TAG_ALREADY_ASSIGNED',
      message: errorMessages.TAG_ALREADY_ASSIGNED,
    });
    expect(await namesOn(conversationId)).toEqual(['Twice']);
  });

  it("answers 404 for another account's tag or conversation, and for another agent's conversation", async () => {
    const conversationId = await newConversation(otherAgent);
    const tag = await createTag(owner.api, 'Guarded');
    const api = await stranger();
    const theirTag = await createTag(api, 'Foreign');

    for (const [caller, tagId] of [
      [owner.api, theirTag.id],
      [api, tag.id],
      [agent.api, tag.id],
    ] as const) {
      expect((await assign(caller, conversationId, tagId)).statusCode).toBe(404);
    }
    expect(await namesOn(conversationId)).toEqual([]);
  });

  it('refuses ids that are not ids', async () => {
    const response = await owner.api.call('POST', inboxRoutes.assignTag.path, { conversationId: 'x' });
    expect(response.statusCode).toBe(400);
    const details = response.json<{ details: FieldIssue[] }>().details;
    expect(details.map((issue) => issue.path).sort()).toEqual(['conversationId', 'tagId']);
  });
});

describe('tags in open inboxes', () => {
  it('shows a tag put on, taken off, or deleted from the account on the conversations at once', async () => {
    const first = await newConversation();
    const second = await newConversation();
    const tag = await createTag(owner.api, 'Live');
    const inbox = await connectRealtime(appUrl(w), agent.token);
    const tagsShown = (conversationId: string) =>
      inbox
        .received('conversation.updated')
        .filter((event) => event.conversation.conversationId === conversationId)
        .map((event) => event.conversation.tags.map((shown) => shown.tagName));
    try {
      const { conversationTagId } = (await assign(owner.api, first, tag.id)).json<ConversationTag>();
      await assign(owner.api, second, tag.id);
      await expect.poll(() => tagsShown(first)).toEqual([['Live']]);

      await owner.api.ok('DELETE', inboxRoutes.unassignTag.path, {
        conversationTagId,
        conversationId: first,
      });
      await expect.poll(() => tagsShown(first)).toEqual([['Live'], []]);

      await owner.api.ok('DELETE', `${inboxRoutes.deleteTag.path}?tagId=${tag.id}`);
      await expect.poll(() => tagsShown(second)).toEqual([['Live'], []]);
      expect(tagsShown(first)).toEqual([['Live'], []]);
    } finally {
      inbox.close();
    }
  });
});

describe('GET /api/v1/conversation-tags', () => {
  it("lists a conversation's tags by name, and hides another agent's conversation", async () => {
    const conversationId = await newConversation(otherAgent);
    for (const name of ['Zeta', 'alpha']) {
      await assign(owner.api, conversationId, (await createTag(owner.api, name)).id);
    }

    expect(await namesOn(conversationId)).toEqual(['alpha', 'Zeta']);
    expect((await assignedTags(otherAgent.api, conversationId)).statusCode).toBe(200);
    expect((await assignedTags(agent.api, conversationId)).statusCode).toBe(404);
    expect((await assignedTags(await stranger(), conversationId)).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/conversation-tags', () => {
  it('takes the tag off the conversation and leaves the tag in the account', async () => {
    const conversationId = await newConversation();
    const tag = await createTag(owner.api, 'Temporary');
    const { conversationTagId } = (await assign(owner.api, conversationId, tag.id)).json<ConversationTag>();
    const unassign = () =>
      agent.api.call('DELETE', inboxRoutes.unassignTag.path, { conversationTagId, conversationId });

    const response = await unassign();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await namesOn(conversationId)).toEqual([]);
    expect(await tagsOf(owner.api)).toContainEqual(tag);
    expect((await unassign()).statusCode).toBe(404);
  });

  it('answers 404 when the conversation tag is not on the conversation given', async () => {
    const conversationId = await newConversation();
    const other = await newConversation();
    const tag = await createTag(owner.api, 'Mismatch');
    const { conversationTagId } = (await assign(owner.api, conversationId, tag.id)).json<ConversationTag>();

    const response = await owner.api.call('DELETE', inboxRoutes.unassignTag.path, {
      conversationTagId,
      conversationId: other,
    });
    expect(response.statusCode).toBe(404);
    expect(await namesOn(conversationId)).toEqual(['Mismatch']);
  });

  it("answers 404 for another account's conversation", async () => {
    const conversationId = await newConversation();
    const tag = await createTag(owner.api, 'Stays');
    const { conversationTagId } = (await assign(owner.api, conversationId, tag.id)).json<ConversationTag>();

    const response = await (await stranger()).call('DELETE', inboxRoutes.unassignTag.path, {
      conversationTagId,
      conversationId,
    });
    expect(response.statusCode).toBe(404);
    expect(await namesOn(conversationId)).toEqual(['Stays']);
  });

  it('refuses a body without the conversation', async () => {
    const response = await owner.api.call('DELETE', inboxRoutes.unassignTag.path, {
      conversationTagId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { path: 'conversationId', message: expect.any(String) },
    ]);
  });
});

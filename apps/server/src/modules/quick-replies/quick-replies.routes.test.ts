import {
  type ApiError,
  type Channel,
  errorMessages,
  type QuickReply,
  type QuickReplyList,
  type QuickReplySettings,
  quickReplyRoutes,
  validationMessages,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import {
  type Api,
  apiAs,
  type InboxWorkspace,
  type Member,
  memberOf,
  startInboxWorkspace,
} from '../inbox/inbox-workspace.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;
let stranger: Api;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  stranger = apiAs(w.t, (await signUp(w.t.app)).accessToken);
});
afterAll(() => w?.close());

const channelPath = (channelId: string) => quickReplyRoutes.list.path.replace(':channelId', channelId);
const replyPath = (quickReplyId: string) => quickReplyRoutes.get.path.replace(':quickReplyId', quickReplyId);
let created = 0;
/** A quick reply, with a short name of its own unless the input gives one. */
const create = (api: Api, input: object) =>
  api.ok<QuickReply>('POST', channelPath(channel.channelId), { shortName: `r${++created}`, ...input }, 201);
const listed = async () => (await owner.api.ok<QuickReplyList>('GET', channelPath(channel.channelId))).data;
const nightShift = { enabled: true, startTime: '18:00', endTime: '09:00' };

describe('POST /api/v1/channels/:channelId/quick-replies', () => {
  it('adds an enabled quick reply without options or time restriction by default', async () => {
    const reply = await create(owner.api, {
      replyMessage: '  Thanks for writing! We answer within the hour.  ',
    });

    expect(reply).toEqual({
      quickReplyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      channelId: channel.channelId,
      shortName: expect.any(String),
      replyMessage: 'Thanks for writing! We answer within the hour.',
      options: [],
      enabled: true,
      timeRestriction: { enabled: false, startTime: '09:00', endTime: '18:00' },
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await listed()).toContainEqual(reply);
  });

  it('keeps up to three options and a time restriction that spans midnight', async () => {
    const reply = await create(owner.api, {
      replyMessage: 'We are closed. Choose a topic:',
      options: [' Orders ', 'Returns', 'Talk to a human'],
      enabled: false,
      timeRestriction: nightShift,
    });

    expect(reply).toMatchObject({
      options: ['Orders', 'Returns', 'Talk to a human'],
      enabled: false,
      timeRestriction: nightShift,
    });
    expect(await owner.api.ok('GET', replyPath(reply.quickReplyId))).toEqual(reply);
  });

  it('lets a manager add quick replies, and refuses an agent, who only reads them', async () => {
    const manager = await w.addTeammate(owner, 'manager');
    expect(await create(manager.api, { replyMessage: 'One moment please' })).toMatchObject({
      replyMessage: 'One moment please',
    });
    const agent = await w.addTeammate(owner, 'agent');
    const refused = await agent.api.call('POST', channelPath(channel.channelId), {
      shortName: 'mine',
      replyMessage: 'Mine',
    });
    expect(refused.statusCode).toBe(403);
    expect((await agent.api.ok<QuickReplyList>('GET', channelPath(channel.channelId))).data).toContainEqual(
      expect.objectContaining({ replyMessage: 'One moment please' }),
    );
  });

  it('refuses what WhatsApp could not send, naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ shortName: ' ' }, 'shortName', validationMessages.quickReplyShortNameRequired],
      [{ shortName: 'two words' }, 'shortName', validationMessages.quickReplyShortNameInvalid],
      [{ replyMessage: ' ' }, 'replyMessage', validationMessages.quickReplyMessageRequired],
      [{ replyMessage: 'x'.repeat(1025) }, 'replyMessage', validationMessages.tooLong],
      [
        { replyMessage: 'Hi', options: ['A', 'B', 'C', 'D'] },
        'options',
        validationMessages.quickReplyTooManyOptions,
      ],
      [
        { replyMessage: 'Hi', options: ['x'.repeat(21)] },
        'options.0',
        validationMessages.quickReplyOptionTooLong,
      ],
      [
        { replyMessage: 'Hi', options: ['Yes', 'Yes'] },
        'options',
        validationMessages.quickReplyOptionsNotUnique,
      ],
      [{ replyMessage: 'Hi', options: [''] }, 'options.0', validationMessages.quickReplyOptionRequired],
      [
        { replyMessage: 'Hi', timeRestriction: { enabled: true, startTime: '24:00', endTime: '09:00' } },
        'timeRestriction.startTime',
        validationMessages.timeInvalid,
      ],
      [
        { replyMessage: 'Hi', timeRestriction: { enabled: true, startTime: '09:00', endTime: '09:00' } },
        'timeRestriction.endTime',
        validationMessages.timeRangeEmpty,
      ],
    ];
    const before = await listed();
    for (const [input, path, message] of cases) {
      const response = await owner.api.call('POST', channelPath(channel.channelId), {
        shortName: 'valid',
        replyMessage: 'Hi',
        ...input,
      });
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.json<ApiError>().details, JSON.stringify(input)).toEqual([{ path, message }]);
    }
    expect(await listed()).toEqual(before);
  });

  it("answers 404 for another account's channel and for one that does not exist", async () => {
    for (const [api, channelId] of [
      [stranger, channel.channelId],
      [owner.api, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await api.call('POST', channelPath(channelId), {
        shortName: 'hijack',
        replyMessage: 'Hijack',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
    }
    expect((await listed()).map((reply) => reply.replyMessage)).not.toContain('Hijack');
  });
});

describe('short names', () => {
  it('refuses a short name another quick reply of the channel has, in any case, with 409', async () => {
    const greeting = await create(owner.api, { shortName: 'Greeting', replyMessage: 'Hello!' });
    const other = await create(owner.api, { shortName: 'other', replyMessage: 'Other' });
    const taken = {
      code: 'QUICK_REPLY_SHORT_NAME_TAKEN',
      message: errorMessages.QUICK_REPLY_SHORT_NAME_TAKEN,
      details: [{ path: 'shortName', message: errorMessages.QUICK_REPLY_SHORT_NAME_TAKEN }],
    };

    const added = await owner.api.call('POST', channelPath(channel.channelId), {
      shortName: ' greeting ',
      replyMessage: 'Hi again',
    });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual(taken);
    const renamed = await owner.api.call('PUT', replyPath(other.quickReplyId), {
      shortName: 'GREETING',
      replyMessage: 'Other',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual(taken);
    expect(await owner.api.ok('GET', replyPath(other.quickReplyId))).toEqual(other);
    expect(greeting.shortName).toBe('Greeting');
  });

  it('lets another channel use the same short name', async () => {
    await create(owner.api, { shortName: 'hours', replyMessage: 'We open at nine' });
    const elsewhere = await w.newBusiness();
    const reply = await elsewhere.owner.api.ok<QuickReply>(
      'POST',
      channelPath(elsewhere.channel.channelId),
      { shortName: 'hours', replyMessage: 'We open at ten' },
      201,
    );
    expect(reply.shortName).toBe('hours');
  });
});

describe('GET /api/v1/channels/:channelId/quick-replies', () => {
  it("lists the channel's quick replies oldest first, and shows them to no other account", async () => {
    const first = await create(owner.api, { replyMessage: 'First' });
    const second = await create(owner.api, { replyMessage: 'Second' });

    const ids = (await listed()).map((reply) => reply.quickReplyId);
    expect(ids.indexOf(first.quickReplyId)).toBeLessThan(ids.indexOf(second.quickReplyId));
    expect((await stranger.call('GET', channelPath(channel.channelId))).statusCode).toBe(404);
    expect((await stranger.call('GET', replyPath(first.quickReplyId))).statusCode).toBe(404);
  });
});

describe('PUT /api/v1/quick-replies/:quickReplyId', () => {
  it('changes the quick reply, including disabling and enabling it', async () => {
    const reply = await create(owner.api, { replyMessage: 'Hello', options: ['Hi'] });

    const disabled = await owner.api.ok<QuickReply>('PUT', replyPath(reply.quickReplyId), {
      shortName: reply.shortName,
      replyMessage: 'Hello again',
      options: ['Orders', 'Returns'],
      enabled: false,
      timeRestriction: nightShift,
    });
    expect(disabled).toEqual({
      ...reply,
      replyMessage: 'Hello again',
      options: ['Orders', 'Returns'],
      enabled: false,
      timeRestriction: nightShift,
      updatedAt: expect.any(String),
    });
    expect(disabled.updatedAt > reply.updatedAt).toBe(true);
    expect(await listed()).toContainEqual(disabled);

    const enabled = await owner.api.ok<QuickReply>('PUT', replyPath(reply.quickReplyId), {
      ...disabled,
      enabled: true,
    });
    expect(enabled.enabled).toBe(true);
  });

  it('refuses an invalid quick reply and keeps the old one', async () => {
    const reply = await create(owner.api, { replyMessage: 'Unchanged' });
    const response = await owner.api.call('PUT', replyPath(reply.quickReplyId), { replyMessage: '' });
    expect(response.statusCode).toBe(400);
    expect(await owner.api.ok('GET', replyPath(reply.quickReplyId))).toEqual(reply);
  });

  it("answers 404 for another account's quick reply", async () => {
    const reply = await create(owner.api, { replyMessage: 'Mine' });
    const response = await stranger.call('PUT', replyPath(reply.quickReplyId), {
      shortName: 'theirs',
      replyMessage: 'Theirs',
    });
    expect(response.statusCode).toBe(404);
    expect(await owner.api.ok('GET', replyPath(reply.quickReplyId))).toEqual(reply);
  });
});

describe('DELETE /api/v1/quick-replies/:quickReplyId', () => {
  it('deletes the quick reply', async () => {
    const reply = await create(owner.api, { replyMessage: 'Short-lived' });

    expect(await owner.api.ok('DELETE', replyPath(reply.quickReplyId))).toEqual({ ok: true });
    expect(await listed()).not.toContainEqual(reply);
    expect((await owner.api.call('GET', replyPath(reply.quickReplyId))).statusCode).toBe(404);
    expect((await owner.api.call('DELETE', replyPath(reply.quickReplyId))).statusCode).toBe(404);
  });

  it("answers 404 for another account's quick reply and keeps it", async () => {
    const reply = await create(owner.api, { replyMessage: 'Keep me' });
    expect((await stranger.call('DELETE', replyPath(reply.quickReplyId))).statusCode).toBe(404);
    expect(await listed()).toContainEqual(reply);
  });

  it('refuses an id that is not one', async () => {
    expect((await owner.api.call('DELETE', replyPath('7'))).statusCode).toBe(400);
  });
});

describe('quick-reply settings', () => {
  const settingsOf = (api: Api) => api.ok<QuickReplySettings>('GET', quickReplyRoutes.settings.path);
  const patch = (api: Api, changes: object) =>
    api.call('PATCH', quickReplyRoutes.updateSettings.path, changes);

  it('are off, in UTC, until changed', async () => {
    expect(await settingsOf(apiAs(w.t, (await signUp(w.t.app)).accessToken))).toEqual({
      quickReplyEnabled: false,
      timeZone: 'UTC',
    });
  });

  it('change one at a time for an account admin or a manager, and agents see them', async () => {
    const admin = await memberOf(w.t, (await signUp(w.t.app)).accessToken);
    const manager = await w.addTeammate(admin, 'manager');
    const agent = await w.addTeammate(admin, 'agent');

    expect((await patch(admin.api, { quickReplyEnabled: true })).json()).toEqual({
      quickReplyEnabled: true,
      timeZone: 'UTC',
    });
    const response = await patch(manager.api, { timeZone: 'Asia/Kolkata' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quickReplyEnabled: true, timeZone: 'Asia/Kolkata' });
    expect(await settingsOf(agent.api)).toEqual({ quickReplyEnabled: true, timeZone: 'Asia/Kolkata' });
    expect((await settingsOf(stranger)).quickReplyEnabled).toBe(false);
  });

  it('refuses an agent', async () => {
    const agent = await w.addTeammate(owner, 'agent');
    const response = await patch(agent.api, { quickReplyEnabled: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'MANAGERS_ONLY', message: errorMessages.MANAGERS_ONLY });
    expect((await settingsOf(owner.api)).quickReplyEnabled).toBe(false);
  });

  it('refuses a time zone that does not exist', async () => {
    const response = await patch(owner.api, { timeZone: 'Mars/Olympus_Mons' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { path: 'timeZone', message: validationMessages.timeZoneInvalid },
    ]);
  });
});

import {
  type Channel,
  type ChannelList,
  channelRoutes,
  errorMessages,
  validationMessages,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  type InboxWorkspace,
  type Member,
  simulator,
  startInboxWorkspace,
} from '../inbox/inbox-workspace.test-helpers';
import { campaignMessagesPerSecond } from './channels.repo';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
});
afterAll(() => w?.close());

const channelPath = (channelId: string) => channelRoutes.update.path.replace(':channelId', channelId);
const setRate = (member: Member, messagesPerSecond: unknown, channelId = channel.channelId) =>
  member.api.call('PATCH', channelPath(channelId), { messagesPerSecond } as object);
const channelOf = (member: Member = owner) => member.api.ok<Channel>('GET', channelPath(channel.channelId));

describe('PATCH /api/v1/channels/:channelId (campaign send rate)', () => {
  it('sends campaigns at the number’s throughput by default: 80 a second', async () => {
    expect(channel).toMatchObject({ messagesPerSecond: null, campaignMessagesPerSecond: 80 });
    expect(await campaignMessagesPerSecond(w.t.database.db, channel.channelId)).toBe(80);
  });

  it('lets the admin set the rate, which the channel, its list and the dispatcher then use', async () => {
    const response = await setRate(owner, 25);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Channel>()).toMatchObject({
      channelId: channel.channelId,
      messagesPerSecond: 25,
      campaignMessagesPerSecond: 25,
    });
    expect(await channelOf()).toEqual(response.json());
    const listed = await owner.api.ok<ChannelList>('GET', channelRoutes.list.path);
    expect(listed.data).toEqual([response.json()]);
    expect(await campaignMessagesPerSecond(w.t.database.db, channel.channelId)).toBe(25);
  });

  it('follows a throughput upgrade to 1,000 a second, while a rate set for the channel still wins', async () => {
    await simulator(w.sim, 'POST', '/_sim/business/webhooks', {
      field: 'phone_number_quality_update',
      value: {
        display_phone_number: channel.displayPhoneNumber.replace(/\D/g, ''),
        event: 'THROUGHPUT_UPGRADE',
        current_limit: 'TIER_UNLIMITED',
      },
    });
    const health = channelRoutes.health.path.replace(':channelId', channel.channelId);
    await eventually(async () =>
      (await owner.api.ok<{ throughput: { value: string } | null }>('GET', health)).throughput?.value ===
      'HIGH'
        ? true
        : undefined,
    );
    expect(await channelOf()).toMatchObject({ messagesPerSecond: 25, campaignMessagesPerSecond: 25 });

    const cleared = await setRate(owner, null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Channel>()).toMatchObject({
      messagesPerSecond: null,
      campaignMessagesPerSecond: 1000,
    });
    expect(await campaignMessagesPerSecond(w.t.database.db, channel.channelId)).toBe(1000);

    expect((await setRate(owner, 1000)).json<Channel>()).toMatchObject({
      messagesPerSecond: 1000,
      campaignMessagesPerSecond: 1000,
    });
    expect((await setRate(owner, 1)).json<Channel>()).toMatchObject({
      messagesPerSecond: 1,
      campaignMessagesPerSecond: 1,
    });
    expect(await campaignMessagesPerSecond(w.t.database.db, channel.channelId)).toBe(1);
  });

  it('refuses a rate out of 1 to 1,000, or not a whole number, naming the field', async () => {
    for (const wrong of [0, 1001, -5, 2.5, '10', undefined]) {
      const response = await setRate(owner, wrong);
      expect(response.statusCode, `${wrong}`).toBe(400);
      expect(response.json(), `${wrong}`).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'messagesPerSecond', message: validationMessages.messagesPerSecondInvalid }],
      });
    }
    expect(await channelOf()).toMatchObject({ messagesPerSecond: 1 });
  });

  it('refuses managers and agents, as the permission matrix says', async () => {
    for (const roleName of ['manager', 'agent'] as const) {
      const member = await w.addTeammate(owner, roleName);
      const response = await setRate(member, 50);
      expect(response.statusCode, roleName).toBe(403);
    }
    expect(await channelOf()).toMatchObject({ messagesPerSecond: 1 });
  });

  it('does not find another account’s channel, and leaves it as it was', async () => {
    const other = await w.newBusiness();
    const response = await setRate(owner, 50, other.channel.channelId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
    const untouched = await other.owner.api.ok<Channel>('GET', channelPath(other.channel.channelId));
    expect(untouched).toMatchObject({ messagesPerSecond: null, campaignMessagesPerSecond: 80 });
  });
});

import {
  type Channel,
  inboxRoutes,
  type QuickReply,
  quickReplyRoutes,
  type TeamUserList,
  teamUserRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRealtime } from '../../test/realtime-client';
import { clockTimeIn } from '../quick-replies/time-restriction';
import { appUrl } from './inbox.test-helpers';
import {
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from './inbox-workspace.test-helpers';

let w: InboxWorkspace;

beforeAll(async () => {
  w = await startInboxWorkspace();
});
afterAll(() => w?.close());

interface SentMessage {
  waId: string;
  request: Record<string, unknown>;
}

const sentTo = async (channel: Channel, waId: string): Promise<SentMessage[]> =>
  (
    (await simulator(w.sim, 'GET', `/_sim/sent?phoneNumberId=${channel.phoneNumberId}&to=${waId}`)) as {
      data: SentMessage[];
    }
  ).data;

/** What the customer's handset shows of a message from the business: its whole request, as text. */
const shown = (message: SentMessage) => JSON.stringify(message.request);

/** Waits until Parley has stored the customer's message, then a while for automations that should not act. */
async function settled(owner: Member, channel: Channel, waId: string) {
  await w.conversationOf(owner, channel, waId);
  await new Promise((resolve) => setTimeout(resolve, 800));
}

/** HH:mm `minutes` away from the simulator's time now, in the time zone. */
const clockTimeFromNow = (minutes: number, timeZone: string) =>
  clockTimeIn(new Date(w.sim.now() + minutes * 60_000), timeZone);

describe('automatic quick replies', () => {
  let owner: Member;
  let channel: Channel;
  let replies = 0;
  const addReply = (input: object) =>
    owner.api.ok<QuickReply>(
      'POST',
      quickReplyRoutes.create.path.replace(':channelId', channel.channelId),
      { shortName: `reply-${++replies}`, ...input },
      201,
    );
  const settings = (changes: object) => owner.api.ok('PATCH', quickReplyRoutes.updateSettings.path, changes);

  beforeAll(async () => {
    ({ owner, channel } = await w.newBusiness());
  });

  it('answers a customer once with the quick reply and its options, and again after 24 hours', async () => {
    const reply = await addReply({
      replyMessage: 'Thanks for writing to Shop!',
      options: ['Orders', 'Returns'],
    });
    await settings({ quickReplyEnabled: true, timeZone: 'UTC' });
    const waId = newCustomer();

    await w.customerWrites(channel, waId, 'Hi');
    const [first] = await eventually(async () => {
      const sent = await sentTo(channel, waId);
      return sent.length > 0 && sent;
    });
    expect(shown(first as SentMessage)).toContain('Thanks for writing to Shop!');
    expect(shown(first as SentMessage)).toContain('Orders');
    expect(shown(first as SentMessage)).toContain('Returns');

    await w.customerWrites(channel, waId, 'Are you there?');
    await settled(owner, channel, waId);
    expect(await sentTo(channel, waId)).toHaveLength(1);

    await simulator(w.sim, 'POST', '/_sim/clock', { advanceMs: 24 * 60 * 60 * 1000 + 60_000 });
    await w.customerWrites(channel, waId, 'Hello again, a day later');
    await eventually(async () => (await sentTo(channel, waId)).length === 2);

    await owner.api.ok('DELETE', quickReplyRoutes.remove.path.replace(':quickReplyId', reply.quickReplyId));
  });

  it("sends the reply whose hours hold in the account's time zone, over one without hours", async () => {
    const timeZone = 'Asia/Kolkata';
    await settings({ quickReplyEnabled: true, timeZone });
    const allDay = await addReply({ replyMessage: 'Hello from the all-day reply' });
    await addReply({
      replyMessage: 'We open later today',
      timeRestriction: {
        enabled: true,
        startTime: clockTimeFromNow(120, timeZone),
        endTime: clockTimeFromNow(180, timeZone),
      },
    });
    const now = await addReply({
      replyMessage: 'Our night team will answer you',
      timeRestriction: {
        enabled: true,
        startTime: clockTimeFromNow(-60, timeZone),
        endTime: clockTimeFromNow(60, timeZone),
      },
    });
    const waId = newCustomer();

    await w.customerWrites(channel, waId);
    const [sent] = await eventually(async () => {
      const messages = await sentTo(channel, waId);
      return messages.length > 0 && messages;
    });
    expect(shown(sent as SentMessage)).toContain(now.replyMessage);

    for (const reply of [allDay, now]) {
      await owner.api.ok('DELETE', quickReplyRoutes.remove.path.replace(':quickReplyId', reply.quickReplyId));
    }
  });

  it('sends nothing outside the hours of every reply, for a disabled reply, or with the account switch off', async () => {
    const timeZone = 'America/New_York';
    await settings({ quickReplyEnabled: true, timeZone });
    const { data } = await owner.api.ok<{ data: QuickReply[] }>(
      'GET',
      quickReplyRoutes.list.path.replace(':channelId', channel.channelId),
    );
    for (const reply of data) {
      await owner.api.ok('DELETE', quickReplyRoutes.remove.path.replace(':quickReplyId', reply.quickReplyId));
    }
    await addReply({
      replyMessage: 'Later',
      timeRestriction: {
        enabled: true,
        startTime: clockTimeFromNow(120, timeZone),
        endTime: clockTimeFromNow(180, timeZone),
      },
    });
    const disabled = await addReply({ replyMessage: 'Disabled', enabled: false });
    const outsideHours = newCustomer();
    await w.customerWrites(channel, outsideHours);
    await settled(owner, channel, outsideHours);
    expect(await sentTo(channel, outsideHours)).toEqual([]);

    await owner.api.ok('PUT', quickReplyRoutes.update.path.replace(':quickReplyId', disabled.quickReplyId), {
      shortName: disabled.shortName,
      replyMessage: 'Enabled now',
    });
    await settings({ quickReplyEnabled: false });
    const switchedOff = newCustomer();
    await w.customerWrites(channel, switchedOff);
    await settled(owner, channel, switchedOff);
    expect(await sentTo(channel, switchedOff)).toEqual([]);
  });
});

describe('auto-assign', () => {
  let owner: Member;
  let channel: Channel;
  let agents: Member[];
  const assigneeOf = (waId: string) =>
    eventually(async () => (await w.conversationOf(owner, channel, waId)).assignedAgentId);

  beforeAll(async () => {
    ({ owner, channel } = await w.newBusiness());
    agents = [await w.addTeammate(owner, 'agent'), await w.addTeammate(owner, 'agent')];
  });

  it('leaves new conversations unassigned while off', async () => {
    const waId = newCustomer();
    await w.customerWrites(channel, waId);
    await settled(owner, channel, waId);
    expect((await w.conversationOf(owner, channel, waId)).assignedAgentId).toBeNull();
  });

  it('gives each new conversation to the next available agent in turn', async () => {
    const away = await w.addTeammate(owner, 'agent');
    await away.api.ok('PUT', inboxRoutes.setAvailability.path, { isAvailable: false });
    await owner.api.ok('PUT', inboxRoutes.updateAutoAssign.path, {
      agentAssignEnabled: true,
      agentAssignNotificationEnabled: true,
    });

    const assignees: (string | null)[] = [];
    for (let customer = 0; customer < 4; customer += 1) {
      const waId = newCustomer();
      await w.customerWrites(channel, waId);
      assignees.push(await assigneeOf(waId));
    }

    const firstRound = assignees.slice(0, 2);
    expect(new Set(firstRound)).toEqual(new Set(agents.map((agent) => agent.userId)));
    expect(assignees).toEqual([...firstRound, ...firstRound]);
  });

  it('tells the agent at once when the notification is on', async () => {
    const inboxes = await Promise.all(agents.map((agent) => connectRealtime(appUrl(w), agent.token)));
    try {
      const waId = newCustomer();
      await w.customerWrites(channel, waId);
      const assignee = await assigneeOf(waId);
      const told = inboxes[agents.findIndex((agent) => agent.userId === assignee)];
      const notified = await told?.next('conversation.assigned');
      expect(notified?.conversation).toMatchObject({ assignedAgentId: assignee, contact: { phone: waId } });
      expect(inboxes.flatMap((inbox) => inbox.received('conversation.assigned'))).toHaveLength(1);
    } finally {
      for (const inbox of inboxes) inbox.close();
    }
  });

  it('does not tell an agent whose own notification is off, while still giving them the conversation', async () => {
    await owner.api.ok('PUT', inboxRoutes.updateAutoAssign.path, {
      agentAssignEnabled: true,
      agentAssignNotificationEnabled: true,
    });
    const { data: users } = await owner.api.ok<TeamUserList>('GET', teamUserRoutes.list.path);
    for (const { userId, firstName, lastName, emailAddress, contactNumber, roleName } of users) {
      if (!agents.some((agent) => agent.userId === userId)) continue;
      await owner.api.ok('PUT', teamUserRoutes.update.path.replace(':userId', userId), {
        ...{ firstName, lastName, emailAddress, contactNumber, roleName },
        autoAssignNotification: false,
      });
    }
    const inboxes = await Promise.all(agents.map((agent) => connectRealtime(appUrl(w), agent.token)));
    try {
      const waId = newCustomer();
      await w.customerWrites(channel, waId);
      const assignee = await assigneeOf(waId);
      const assigneeInbox = inboxes[agents.findIndex((agent) => agent.userId === assignee)];
      await assigneeInbox?.next(
        'conversation.updated',
        ({ conversation }) =>
          conversation.contact.phone === waId && conversation.assignedAgentId === assignee,
      );
      // The notification would follow the update at once, on the same socket.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(inboxes.flatMap((inbox) => inbox.received('conversation.assigned'))).toEqual([]);
    } finally {
      for (const inbox of inboxes) inbox.close();
    }
  });
});

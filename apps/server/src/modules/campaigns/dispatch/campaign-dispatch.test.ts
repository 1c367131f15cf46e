import type { CampaignRecipientList, ConversationList, MessageList } from '@parley/contract';
import { campaignRoutes, inboxRoutes } from '@parley/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { partnerApps } from '../../../db/schema/index';
import { eventually, simulator } from '../../inbox/inbox-workspace.test-helpers';
import {
  customers,
  type DispatchWorkspace,
  receivedCounts,
  startDispatchWorkspace,
} from './campaign-dispatch.test-helpers';

let w: DispatchWorkspace | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

const allIn = (states: Record<string, string>, wanted: string[]) =>
  Object.values(states).every((state) => wanted.includes(state));

// Each test starts its own simulator and server: the dispatcher's options differ from one to the next.
describe('the campaign dispatcher', { timeout: 60_000 }, () => {
  it('sends each recipient once, shows the message in their conversation, follows its statuses and completes', async () => {
    w = await startDispatchWorkspace();
    const d = w;
    const recipients = customers(4);
    // One of them wrote earlier: the campaign's message joins that conversation and moves it up.
    const earlier = recipients[1]?.phone ?? '';
    await simulator(w.sim, 'POST', `/_sim/customers/${earlier}/messages`, {
      phoneNumberId: w.channel.phoneNumberId,
      message: { type: 'text', text: { body: 'Hello?' } },
    });
    const conversationsOf = async (phone: string) =>
      (
        await d.owner.api.ok<ConversationList>(
          'GET',
          `${inboxRoutes.listConversations.path}?channelId=${d.channel.channelId}&records=100`,
        )
      ).data.filter((found) => found.contact.phone === phone);
    const [written] = await eventually(async () => {
      const found = await conversationsOf(earlier);
      return found.length > 0 && found;
    });
    const campaignId = await w.createCampaign({ recipients });

    await eventually(async () => (await d.campaignOf(campaignId)).status === 'completed');
    await eventually(async () => allIn(await d.statesOf(campaignId), ['delivered', 'read']));
    const sent = await w.sent();
    expect([...receivedCounts(sent).values()]).toEqual([1, 1, 1, 1]);
    const rows = await w.recipientsOf(campaignId);
    for (const row of rows) {
      const message = sent.find((found) => found.waId === row.phone);
      expect(message?.bizOpaqueCallbackData).toBe(row.id);
      expect(row.providerMessageId).toBe(message?.id);
      expect(row.sentAt).not.toBeNull();
    }
    expect(sent[0]?.request.template).toMatchObject({
      name: 'order_update',
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'friend' },
            { type: 'text', text: '#1' },
          ],
        },
      ],
    });

    // The campaign's message is in the customer's thread, with the text they read and its status.
    const [conversation] = await conversationsOf(recipients[0]?.phone ?? '');
    expect(conversation).toBeDefined();
    const messages = await w.owner.api.ok<MessageList>(
      'GET',
      inboxRoutes.listMessages.path.replace(':conversationId', conversation?.conversationId ?? ''),
    );
    expect(messages.data).toHaveLength(1);
    expect(messages.data[0]).toMatchObject({
      type: 'template',
      content: {
        campaignId,
        rendered: { body: 'Hi friend, your order #1 is on its way.' },
      },
    });
    expect(['delivered', 'read']).toContain(messages.data[0]?.status);
    // The campaign's recipient opens that thread.
    const listed = await w.owner.api.ok<CampaignRecipientList>(
      'GET',
      campaignRoutes.recipients.path.replace(':campaignId', campaignId),
    );
    expect(listed.data.find((row) => row.phoneNumber === `+${recipients[0]?.phone}`)?.conversationId).toBe(
      conversation?.conversationId,
    );

    const [joined, ...others] = await conversationsOf(earlier);
    expect(others).toHaveLength(0);
    expect(joined?.conversationId).toBe(written?.conversationId);
    expect(Date.parse(joined?.lastMessageAt ?? '')).toBeGreaterThan(Date.parse(written?.lastMessageAt ?? ''));
  });

  it("records a failed status once, with its code, and a reply as the recipient's", async () => {
    w = await startDispatchWorkspace();
    const [answering] = customers(1);
    const undeliverable = { phone: '15550990000' };
    const campaignId = await w.createCampaign({
      variables: null,
      recipients: [
        { phone: answering?.phone ?? '', variables: { body: ['Ada', '#7'] } },
        { ...undeliverable, variables: { body: ['Cy', '#9'] } },
      ],
    });
    const d = w;
    const rows = await eventually(async () => {
      const found = await d.recipientsOf(campaignId);
      return found.every((row) => ['delivered', 'read', 'failed'].includes(row.state)) && found;
    });
    const byPhone = new Map(rows.map((row) => [row.phone, row]));
    expect(byPhone.get(undeliverable.phone)).toMatchObject({
      state: 'failed',
      errorCode: 131026,
      attempts: 1,
    });
    expect(byPhone.get(answering?.phone ?? '')?.errorCode).toBeNull();

    await simulator(w.sim, 'POST', `/_sim/customers/${answering?.phone}/messages`, {
      phoneNumberId: w.channel.phoneNumberId,
      message: { type: 'text', text: { body: 'Thanks!' } },
    });
    await eventually(async () =>
      (await d.recipientsOf(campaignId)).find((row) => row.phone === answering?.phone && row.repliedAt),
    );
  });

  it('pauses the campaign and says why when the provider no longer has its template', async () => {
    w = await startDispatchWorkspace();
    const d = w;
    const campaignId = await w.createCampaign({ recipients: customers(3), templateName: 'retired_offer' });
    const paused = await eventually(async () => {
      const campaign = await d.campaignOf(campaignId);
      return campaign.status === 'paused' && campaign;
    });
    expect(paused.statusReason).toContain('132001');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing was sent, and no recipient lost its turn.
    expect(await d.sent()).toHaveLength(0);
    const rows = await d.recipientsOf(campaignId);
    expect(rows.every((row) => row.state === 'queued' && row.attempts === 0)).toBe(true);
  });

  it('pauses the campaign and says why when its channel cannot send', async () => {
    w = await startDispatchWorkspace();
    const d = w;
    // A partner number, on a server without the partner provider configured.
    const { channelId } = w.channel;
    await w.db.execute(sql`update channels set provider = 'partner' where id = ${channelId}`);
    await w.db.insert(partnerApps).values({
      accountId: w.owner.accountId,
      appId: 'shop-app',
      appName: 'Shop',
      templateMessaging: true,
      disableOptinPrefUrl: false,
      signupLink: 'https://partner.example/signup',
      channelId,
    });
    const campaignId = await w.createCampaign({ recipients: customers(2) });
    const paused = await eventually(async () => {
      const campaign = await d.campaignOf(campaignId);
      return campaign.status === 'paused' && campaign;
    });
    expect(paused.statusReason).toBe(
      'The channel cannot send: The partner provider is not configured on this server',
    );
    expect(await d.sent()).toHaveLength(0);
    const rows = await d.recipientsOf(campaignId);
    expect(rows.every((row) => row.state === 'queued' && row.attempts === 0)).toBe(true);
  });

  it('starts a scheduled campaign at its time, also when the server restarted meanwhile', async () => {
    w = await startDispatchWorkspace();
    const d = w;
    const campaignId = await w.createCampaign({
      recipients: customers(2),
      status: 'scheduled',
      scheduleTime: new Date(Date.now() + 1500),
    });
    // The server that saw it scheduled stops; another one on the same database takes over.
    await w.t.app.close();
    expect((await d.campaignOf(campaignId)).status).toBe('scheduled');
    const second = await w.startServer(w.t.database);
    expect(await d.sent()).toHaveLength(0);
    await eventually(async () => (await d.campaignOf(campaignId)).status === 'completed');
    const campaign = await d.campaignOf(campaignId);
    expect(campaign.startedAt?.getTime()).toBeGreaterThanOrEqual(campaign.scheduleTime.getTime());
    expect(await d.sent()).toHaveLength(2);
    expect(second.app.server.listening).toBe(true);
  });

  it('keeps the channel to its messages per second, and pause and resume take effect at once', async () => {
    w = await startDispatchWorkspace();
    const d = w;
    await w.setChannelRate(10);
    const campaignId = await w.createCampaign({ recipients: customers(30) });
    await eventually(async () => (await d.sent()).length >= 5);
    await w.setStatus(campaignId, 'paused');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const atPause = (await d.sent()).length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await d.sent()).length).toBe(atPause);
    // The sends claimed ahead of their time and not started when the pause came are back in the queue.
    const states = Object.values(await d.statesOf(campaignId));
    expect(states).toContain('queued');
    expect(states).not.toContain('sending');

    await w.setStatus(campaignId, 'running');
    await eventually(async () => (await d.campaignOf(campaignId)).status === 'completed');
    const times = (await d.sent()).map((message) => Date.parse(message.createdAt)).sort((a, b) => a - b);
    expect(times).toHaveLength(30);
    // The pace over the whole campaign (30 at 10 a second). The simulator's receive times add each
    // request's latency, and on the embedded database a query holds the event loop, so requests
    // started apart can leave together: one-second windows are the campaign-rate bench's to measure.
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(2800);
  });

  it('sends two campaigns at once to the end, though both wait for room to claim more', async () => {
    // Room for 8 claimed sends, 2 at the provider at once, each answered after 50 ms: sends fall
    // behind the channel's pace, and both campaigns' claimers wait for room at the same time.
    w = await startDispatchWorkspace({ maxAhead: 8, maxInFlight: 2 }, { sendAnswerDelayMs: 50 });
    const d = w;
    const first = await w.createCampaign({ recipients: customers(25) });
    const second = await w.createCampaign({ recipients: customers(25) });
    await eventually(
      async () =>
        (await d.campaignOf(first)).status === 'completed' &&
        (await d.campaignOf(second)).status === 'completed',
    );
    const counts = receivedCounts(await w.sent());
    expect(counts.size).toBe(50);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('slows down on a throughput refusal (130429) and sends everything later, once', async () => {
    w = await startDispatchWorkspace({ retryBaseMs: 100 }, { messagesPerSecond: 5 });
    const d = w;
    await w.setChannelRate(40);
    const recipients = customers(15);
    const campaignId = await w.createCampaign({ recipients });
    await eventually(async () => (await d.campaignOf(campaignId)).status === 'completed');
    const counts = receivedCounts(await w.sent());
    expect(counts.size).toBe(15);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const rows = await w.recipientsOf(campaignId);
    // A refusal for throughput is no attempt of the recipient's: none failed for it.
    expect(rows.every((row) => row.state !== 'failed' && row.attempts === 1)).toBe(true);
  });

  it('after a crash, the status webhooks settle what was sent and the queue takes back what was not: none sent twice, none lost', async () => {
    const crashed = new Set<string>();
    w = await startDispatchWorkspace({
      reconcileAfterMs: 1500,
      afterProviderAccepted: (recipientId) => {
        if (crashed.size >= 3 || crashed.has(recipientId)) return;
        crashed.add(recipientId);
        throw new Error('the process stopped here');
      },
    });
    const d = w;
    const campaignId = await w.createCampaign({ recipients: customers(6) });
    // A process died with two sends claimed: one it had started, which no webhook will ever name,
    // and one it had not, which certainly reached no one.
    const [lost, unstarted] = customers(2);
    await w.db.execute(sql`
      insert into campaign_recipients (campaign_id, phone, state, send_after, attempts, claimed_at, send_started_at)
      values (${campaignId}, ${lost?.phone}, 'sending', now(), 1, now(), now()),
        (${campaignId}, ${unstarted?.phone}, 'sending', now(), 1, now() - interval '1 second', null)`);
    const states = await eventually(async () => {
      const found = await d.statesOf(campaignId);
      return allIn(found, ['delivered', 'read', 'unknown']) && found;
    });
    expect(crashed.size).toBe(3);
    expect(states[lost?.phone ?? '']).toBe('unknown');
    expect(Object.values(states).filter((state) => state === 'unknown')).toHaveLength(1);
    const counts = receivedCounts(await w.sent());
    expect(counts.size).toBe(7);
    expect(counts.get(unstarted?.phone ?? '')).toBe(1);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const unknown = (await w.recipientsOf(campaignId)).find((row) => row.state === 'unknown');
    expect(unknown?.errorTitle).toBe('No confirmation from the provider');
    await eventually(async () => (await d.campaignOf(campaignId)).status === 'completed');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two servers on one PostgreSQL share a campaign: nothing sent twice, the channel rate kept together',
    async () => {
      w = await startDispatchWorkspace();
      const d = w;
      await w.startServer(w.t.database);
      await w.setChannelRate(20);
      const campaignId = await w.createCampaign({ recipients: customers(40) });
      await eventually(async () => (await d.campaignOf(campaignId)).status === 'completed');
      const sent = await w.sent();
      const counts = receivedCounts(sent);
      expect(counts.size).toBe(40);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const times = sent.map((message) => Date.parse(message.createdAt)).sort((a, b) => a - b);
      // Send times are claimed on the database's clock; the simulator's receive times add each
      // request's own latency, so a window may hold a send or two more than the pace on a busy machine.
      for (let index = 23; index < times.length; index++) {
        expect((times[index] ?? 0) - (times[index - 23] ?? 0)).toBeGreaterThanOrEqual(1000);
      }
    },
  );
});

import { randomBytes } from 'node:crypto';
import { type Channel, channelRoutes, type RecipientState, type TemplateVariables } from '@parley/contract';
import { type SimulatorOptions, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client';
import { campaignRecipients, campaigns } from '../../../db/schema/index';
import { signUp, startTestApp, type TestApp } from '../../../test/harness';
import { type Member, memberOf, newCustomer, simulator } from '../../inbox/inbox-workspace.test-helpers';
import type { CampaignDispatcherOptions } from './campaign-dispatcher';

/** The simulator's approved `order_update`, as a campaign keeps its template's components. */
export const orderUpdate = {
  name: 'order_update',
  language: 'en',
  category: 'UTILITY',
  components: [
    { type: 'BODY', text: 'Hi {{1}}, your order {{2}} is on its way.' },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }] },
  ],
};

/** Short timings, so that a test sees sweeps, progress and reconciliation within a second or two. */
export const fastDispatch: Partial<CampaignDispatcherOptions> = {
  sweepIntervalMs: 100,
  progressIntervalMs: 100,
  retryBaseMs: 100,
};

export interface SentMessage {
  id: string;
  waId: string;
  bizOpaqueCallbackData?: string;
  createdAt: string;
  request: Record<string, unknown>;
}

/** Parley with a dispatcher on a simulator whose webhooks reach it, and a business with a channel. */
export async function startDispatchWorkspace(
  dispatch: Partial<CampaignDispatcherOptions> = {},
  simulatorOptions: SimulatorOptions = {},
) {
  const seed = sandboxSeed();
  const sim = await startSimulator({ statusDelaysMs: { delivered: 20, read: 20 }, ...simulatorOptions });
  // Every server of the workspace reads the channel's sealed token: they share the key.
  const env = {
    PARLEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    GRAPH_API_URL: sim.graphUrl,
    META_APP_SECRET: seed.app.appSecret,
    META_VERIFY_TOKEN: 'verify',
  };
  const apps: TestApp[] = [];

  /** One more server on the database (the first one's, when given): its webhooks reach it from now. */
  const startServer = async (database?: DatabaseHandle, options: Partial<CampaignDispatcherOptions> = {}) => {
    const t = await startTestApp(env, {
      database,
      campaignDispatch: { ...fastDispatch, reconcileAfterMs: 60_000, ...dispatch, ...options },
    });
    apps.push(t);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await simulator(sim, 'POST', `/_sim/apps/${seed.app.appId}/webhook`, {
      url: `${url}/webhooks/cloud`,
      verifyToken: 'verify',
    });
    return t;
  };

  const t = await startServer();
  const owner: Member = await memberOf(t, (await signUp(t.app)).accessToken);
  const channelResponse = await owner.api.ok<Channel>(
    'POST',
    '/api/v1/channels',
    { displayName: 'Shop', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
    201,
  );
  const db: Database = t.database.db;

  return {
    t,
    sim,
    seed,
    db,
    owner,
    channel: channelResponse,
    startServer,

    /** Sets the channel's campaign send rate as its admin does, through the channels API. */
    async setChannelRate(messagesPerSecond: number) {
      const path = channelRoutes.update.path.replace(':channelId', channelResponse.channelId);
      const updated = await owner.api.ok<Channel>('PATCH', path, { messagesPerSecond });
      expect(updated.campaignMessagesPerSecond).toBe(messagesPerSecond);
    },

    /** A campaign with its recipients materialised, as the campaign API stores them. */
    async createCampaign({
      recipients,
      status = 'running',
      scheduleTime = new Date(),
      variables = { body: ['friend', '#1'] },
      templateName = orderUpdate.name,
    }: {
      templateName?: string;
      recipients: { phone: string; variables?: TemplateVariables }[];
      status?: 'scheduled' | 'running' | 'paused';
      scheduleTime?: Date;
      variables?: TemplateVariables | null;
    }): Promise<string> {
      // One transaction, as creation stores them: a dispatcher never sees the campaign without its recipients.
      return db.transaction(async (tx) => {
        const [campaign] = await tx
          .insert(campaigns)
          .values({
            accountId: owner.accountId,
            channelId: channelResponse.channelId,
            name: 'Spring orders',
            type: variables ? 'standard' : 'dynamic',
            templateName,
            templateLanguage: orderUpdate.language,
            templateCategory: orderUpdate.category,
            templateComponents: orderUpdate.components,
            variables,
            status,
            scheduleTime,
            messageCount: recipients.length,
          })
          .returning({ id: campaigns.id });
        if (!campaign) throw new Error('no campaign');
        await tx.insert(campaignRecipients).values(
          recipients.map((recipient) => ({
            campaignId: campaign.id,
            phone: recipient.phone,
            variables: recipient.variables ?? null,
            sendAfter: scheduleTime,
          })),
        );
        return campaign.id;
      });
    },

    async statesOf(campaignId: string): Promise<Record<string, RecipientState>> {
      const rows = await db
        .select({ phone: campaignRecipients.phone, state: campaignRecipients.state })
        .from(campaignRecipients)
        .where(eq(campaignRecipients.campaignId, campaignId));
      return Object.fromEntries(rows.map((row) => [row.phone, row.state]));
    },

    async recipientsOf(campaignId: string) {
      return db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
    },

    async campaignOf(campaignId: string) {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      if (!row) throw new Error('no campaign');
      return row;
    },

    async setStatus(campaignId: string, status: 'running' | 'paused' | 'canceled') {
      await db.execute(sql`update campaigns set status = ${status} where id = ${campaignId}`);
    },

    /** Every message the simulator accepted from the channel's number. */
    async sent(): Promise<SentMessage[]> {
      const { data } = (await simulator(
        sim,
        'GET',
        `/_sim/sent?phoneNumberId=${channelResponse.phoneNumberId}`,
      )) as { data: SentMessage[] };
      return data;
    },

    async close() {
      for (const app of apps.reverse()) await app.close();
      await sim.close();
    },
  };
}

export type DispatchWorkspace = Awaited<ReturnType<typeof startDispatchWorkspace>>;

export const customers = (count: number) => Array.from({ length: count }, () => ({ phone: newCustomer() }));

/** How many times each number received a message. */
export function receivedCounts(sent: SentMessage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of sent) counts.set(message.waId, (counts.get(message.waId) ?? 0) + 1);
  return counts;
}

import { randomBytes } from 'node:crypto';
import { authRoutes, type Campaign, type Channel, type TemplateList } from '@parley/contract';
import { type SimulatorOptions, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../db/client';
import { campaignRecipients } from '../../../db/schema/index';
import { freePort } from '../../../test/free-port';
import { signUpInput } from '../../../test/harness';
import { type ServerProcess, startServerProcess } from '../../../test/server-process';
import { simulator } from '../../inbox/inbox-workspace.test-helpers';
import { receivedCounts, type SentMessage } from './campaign-dispatch.test-helpers';

const seed = sandboxSeed();

/** Calls a server process's API; a non-2xx answer throws with its body. */
const apiOf =
  (server: ServerProcess, token?: string) =>
  async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

const until = async (probe: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export interface CrashRun {
  /** Where the server processes keep their data: PGlite under `dataDir`, or PostgreSQL. */
  dataDir: string;
  databaseUrl?: string;
  recipients: number;
  /** How many times the server is killed, evenly over the campaign's sends. */
  kills: number;
  /** Runs once the channel exists, before the campaign (the bench raises its rate). */
  onChannel?: (channelId: string) => Promise<void>;
  simulator?: SimulatorOptions;
  /** How long the campaign may take after the last restart. */
  timeoutMs: number;
  /** CAMPAIGN_RECONCILE_AFTER_MS: 2 s by default, for a test to see unknowns settle quickly. */
  reconcileAfterMs?: number;
}

/**
 * A business's campaign of `recipients` numbers, created through the API of a server process that
 * is killed with SIGKILL `kills` times while it sends (each time once the simulator has received
 * its share), and started again on the same database and address, as a supervisor restarts it.
 * Answers once the campaign is completed, with what the simulator received.
 */
export async function campaignThroughCrashes(run: CrashRun) {
  const sim = await startSimulator({ statusDelaysMs: { delivered: 20, read: 20 }, ...run.simulator });
  const servers: ServerProcess[] = [];
  try {
    // The restarted server answers on the same address, as a real one does: Meta's retries of the
    // status webhooks the crash missed reach it there.
    const env = {
      PORT: String(await freePort()),
      PARLEY_DATA_DIR: run.dataDir,
      ...(run.databaseUrl ? { DATABASE_URL: run.databaseUrl } : {}),
      PARLEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      GRAPH_API_URL: sim.graphUrl,
      META_APP_SECRET: seed.app.appSecret,
      META_VERIFY_TOKEN: 'verify',
      CAMPAIGN_RECONCILE_AFTER_MS: String(run.reconcileAfterMs ?? 2000),
    };
    const start = async () => {
      const server = await startServerProcess(env);
      servers.push(server);
      return server;
    };

    let server = await start();
    await simulator(sim, 'POST', `/_sim/apps/${seed.app.appId}/webhook`, {
      url: `${server.url}/webhooks/cloud`,
      verifyToken: 'verify',
    });
    const { accessToken } = await apiOf(server)<{ accessToken: string }>(
      'POST',
      authRoutes.signUp.path,
      signUpInput(),
    );
    const api = apiOf(server, accessToken);
    const channel = await api<Channel>('POST', '/api/v1/channels', {
      displayName: 'Shop',
      businessAccountId: seed.business.wabaId,
      apiKey: seed.accessToken,
    });
    await run.onChannel?.(channel.channelId);
    await api('POST', `/api/v1/channels/${channel.channelId}/templates/refresh`);
    const { data: templates } = await api<TemplateList>(
      'GET',
      `/api/v1/channels/${channel.channelId}/templates?status=APPROVED`,
    );
    const { group } = await api<{ group: { groupId: string } }>('POST', '/api/v1/contact-groups', {
      groupName: 'Spring customers',
    });
    const phones = Array.from(
      { length: run.recipients },
      (_, index) => `4915${String(index).padStart(8, '0')}7`,
    );
    for (let first = 0; first < phones.length; first += 1000) {
      await api('POST', '/api/v1/contacts', {
        contacts: phones
          .slice(first, first + 1000)
          .map((phone, index) => ({ name: `Customer ${first + index}`, phone: `+${phone}` })),
        groupId: [group.groupId],
      });
    }
    const { campaignId } = await api<{ campaignId: string }>(
      'POST',
      `/api/v1/channels/${channel.channelId}/campaigns`,
      {
        campaignName: 'Spring orders',
        type: 'standard',
        templateId: templates.find((template) => template.name === 'order_update')?.id,
        variables: { body: ['friend', '#1'] },
        contacts: { apiContactGroups: [{ groupId: group.groupId }] },
      },
    );
    const startedAt = Date.now();
    const sent = async () => {
      const { data } = (await simulator(sim, 'GET', `/_sim/sent?phoneNumberId=${channel.phoneNumberId}`)) as {
        data: SentMessage[];
      };
      return data;
    };

    const sentCount = async () =>
      (
        (await simulator(sim, 'GET', `/_sim/sent/count?phoneNumberId=${channel.phoneNumberId}`)) as {
          count: number;
        }
      ).count;

    const receivedAtKills: number[] = [];
    for (let kill = 1; kill <= run.kills; kill++) {
      const share = Math.floor((run.recipients * kill) / (run.kills + 1));
      await until(async () => (await sentCount()) >= share, run.timeoutMs);
      await server.kill();
      receivedAtKills.push(await sentCount());
      server = await start();
    }
    const details = () => apiOf(server, accessToken)<Campaign>('GET', `/api/v1/campaigns/${campaignId}`);
    await until(async () => (await details()).status === 'completed', run.timeoutMs);
    const seconds = (Date.now() - startedAt) / 1000;
    const { counts } = await details();
    const received = receivedCounts(await sent());
    await server.kill();
    return { campaignId, phones, receivedAtKills, counts, received, seconds };
  } finally {
    for (const server of servers) await server.kill();
    await sim.close();
  }
}

export type CrashOutcome = Awaited<ReturnType<typeof campaignThroughCrashes>>;

/** Every recipient's state by number, read from the database once the servers are gone. */
export async function recipientStates(database: Parameters<typeof openDatabase>[0], campaignId: string) {
  const handle = await openDatabase(database);
  try {
    const rows = await handle.db
      .select({ phone: campaignRecipients.phone, state: campaignRecipients.state })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaignId));
    return new Map(rows.map((row) => [row.phone, row.state]));
  } finally {
    await handle.close();
  }
}

/**
 * What the crashes did: numbers received more than once, recipients the simulator never received
 * that are not `unknown` (silently lost), and the count of each kind.
 */
export function crashAccount(outcome: CrashOutcome, states: Map<string, string>) {
  const { phones, received } = outcome;
  const duplicates = [...received.entries()].filter(([, times]) => times > 1).map(([phone]) => phone);
  const lost = phones.filter((phone) => !received.has(phone) && states.get(phone) !== 'unknown');
  const misrecorded = phones.filter(
    (phone) =>
      received.has(phone) && !['sent', 'delivered', 'read', 'unknown'].includes(states.get(phone) ?? ''),
  );
  const unknownNotReceived = phones.filter(
    (phone) => !received.has(phone) && states.get(phone) === 'unknown',
  );
  return { duplicates, lost, misrecorded, unknownNotReceived };
}

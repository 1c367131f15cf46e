import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authRoutes, type Campaign, type Channel, type TemplateList } from '@parley/contract';
import { sandboxSeed, startSimulator } from '@parley/wa-sim';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { campaignRecipients } from '../../../db/schema/index';
import { freePort } from '../../../test/free-port';
import { createPostgresDatabase, signUpInput } from '../../../test/harness';
import { type ServerProcess, startServerProcess } from '../../../test/server-process';
import { simulator } from '../../inbox/inbox-workspace.test-helpers';
import { receivedCounts, type SentMessage } from './campaign-dispatch.test-helpers';

const postgresUrl = process.env.TEST_DATABASE_URL;
const seed = sandboxSeed();
const recipients = 400;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

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

/**
 * A business whose campaign of `recipients` numbers is running on a server process, killed with
 * SIGKILL once the simulator has received a third of the sends, then started again on the same
 * database; answers when the campaign is completed.
 */
async function campaignThroughACrash(database: { dataDir: string; databaseUrl?: string }) {
  const sim = await startSimulator({ statusDelaysMs: { delivered: 20, read: 20 } });
  cleanups.push(() => sim.close());
  const env = {
    PARLEY_DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    PARLEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    GRAPH_API_URL: sim.graphUrl,
    META_APP_SECRET: seed.app.appSecret,
    META_VERIFY_TOKEN: 'verify',
    CAMPAIGN_RECONCILE_AFTER_MS: '2000',
  };
  // The restarted server answers on the same address, as a real one does: Meta's retries of the
  // status webhooks the crash missed reach it there.
  const port = String(await freePort());
  const start = async () => {
    const server = await startServerProcess({ ...env, PORT: port });
    cleanups.push(() => server.kill());
    await simulator(sim, 'POST', `/_sim/apps/${seed.app.appId}/webhook`, {
      url: `${server.url}/webhooks/cloud`,
      verifyToken: 'verify',
    });
    return server;
  };

  const first = await start();
  const { accessToken } = await apiOf(first)<{ accessToken: string }>(
    'POST',
    authRoutes.signUp.path,
    signUpInput(),
  );
  const api = apiOf(first, accessToken);
  const channel = await api<Channel>('POST', '/api/v1/channels', {
    displayName: 'Shop',
    businessAccountId: seed.business.wabaId,
    apiKey: seed.accessToken,
  });
  await api('POST', `/api/v1/channels/${channel.channelId}/templates/refresh`);
  const { data: templates } = await api<TemplateList>(
    'GET',
    `/api/v1/channels/${channel.channelId}/templates?status=APPROVED`,
  );
  const phones = Array.from({ length: recipients }, (_, index) => `4915${String(index).padStart(8, '0')}7`);
  const { data: contacts } = await api<{ data: { contactId: string }[] }>('POST', '/api/v1/contacts', {
    contacts: phones.map((phone, index) => ({ name: `Customer ${index}`, phone: `+${phone}` })),
  });
  const { campaignId } = await api<{ campaignId: string }>(
    'POST',
    `/api/v1/channels/${channel.channelId}/campaigns`,
    {
      campaignName: 'Spring orders',
      type: 'standard',
      templateId: templates.find((template) => template.name === 'order_update')?.id,
      variables: { body: ['friend', '#1'] },
      contacts: { apiContacts: contacts.map(({ contactId }) => ({ contactId })) },
    },
  );
  const sent = async () => {
    const { data } = (await simulator(sim, 'GET', `/_sim/sent?phoneNumberId=${channel.phoneNumberId}`)) as {
      data: SentMessage[];
    };
    return data;
  };

  await until(async () => (await sent()).length >= recipients / 3, 60_000);
  await first.kill();
  const receivedAtKill = (await sent()).length;

  const second = await start();
  const details = () => apiOf(second, accessToken)<Campaign>('GET', `/api/v1/campaigns/${campaignId}`);
  await until(async () => (await details()).status === 'completed', 90_000);
  const counts = (await details()).counts;
  await second.kill();
  return { campaignId, phones, receivedAtKill, counts, received: receivedCounts(await sent()) };
}

/** Every recipient's state, read from the database once the servers are gone. */
async function statesOf(database: Parameters<typeof openDatabase>[0], campaignId: string) {
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

/** What a crash may and may not do to a campaign: no number twice, no recipient silently lost. */
function expectNothingLostOrDoubled(
  outcome: Awaited<ReturnType<typeof campaignThroughACrash>>,
  states: Map<string, string>,
) {
  const { phones, receivedAtKill, counts, received } = outcome;
  // The kill came in the middle: some were sent before it, and the rest after the restart.
  expect(receivedAtKill).toBeGreaterThan(0);
  expect(receivedAtKill).toBeLessThan(recipients);
  expect([...received.values()].filter((times) => times > 1)).toEqual([]);
  expect(counts.total).toBe(recipients);
  for (const phone of phones) {
    const state = states.get(phone);
    if (received.has(phone)) expect(['sent', 'delivered', 'read', 'unknown'], phone).toContain(state);
    // Not received: only a send the crash cut off after it was marked started, which may have gone.
    else expect(state, phone).toBe('unknown');
  }
}

describe.skipIf(postgresUrl)('a campaign through a server killed mid-send, on the embedded database', () => {
  it('sends every recipient once after the restart: none twice, none lost', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parley-campaign-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const outcome = await campaignThroughACrash({ dataDir });
    expectNothingLostOrDoubled(
      outcome,
      await statesOf({ kind: 'pglite', dir: join(dataDir, 'pglite') }, outcome.campaignId),
    );
  }, 240_000);
});

describe.runIf(postgresUrl)('a campaign through a server killed mid-send, on PostgreSQL', () => {
  it('sends every recipient once after the restart: none twice, none lost', async () => {
    const postgres = await createPostgresDatabase(postgresUrl ?? '');
    cleanups.push(() => postgres.drop());
    const dataDir = await mkdtemp(join(tmpdir(), 'parley-campaign-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const outcome = await campaignThroughACrash({ dataDir, databaseUrl: postgres.url });
    expectNothingLostOrDoubled(
      outcome,
      await statesOf({ kind: 'postgres', url: postgres.url }, outcome.campaignId),
    );
  }, 240_000);
});

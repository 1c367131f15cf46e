import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authRoutes } from '@parley/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import { signUpInput } from '../apps/server/src/test/harness';
import { sandboxSeed } from '../packages/wa-sim/src/seed';
import { startSimulatorProcess } from './wa-sim-sends.bench';

const seed = sandboxSeed();
export const graphVersion = 'v23.0';

export interface SimulatorSend {
  waId: string;
  bizOpaqueCallbackData?: string;
  createdAt: string;
}

/**
 * A campaign bench's world: the simulator in its own process (so it counts what it received
 * whatever happens to Parley), Parley in this process on PostgreSQL (BENCH_DATABASE_URL, a database
 * of its own) or PGlite, a business with the simulator's number connected.
 */
export async function startCampaignWorkspace(
  kind: 'postgres' | 'pglite',
  { statuses, env = {} }: { statuses: boolean; env?: Record<string, string> },
) {
  const simulator = await startSimulatorProcess();
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${simulator.url}/_sim${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} /_sim${path} answered ${response.status}`);
    return response.json();
  };
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (kind === 'postgres' && !serverUrl) {
    await simulator.stop();
    throw new Error('BENCH_DATABASE_URL is not set: this bench needs PostgreSQL');
  }
  const databaseName = `parley_bench_campaign_${process.pid}`;
  const admin = (statement: string) => adminQuery(serverUrl ?? '', statement);
  let databaseUrl: string | undefined;
  if (kind === 'postgres' && serverUrl) {
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const config = loadConfig({
    PARLEY_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    GRAPH_API_URL: `${simulator.url}/${graphVersion}`,
    META_APP_SECRET: seed.app.appSecret,
    META_VERIFY_TOKEN: 'verify',
    ...env,
  });
  const database: DatabaseHandle = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: join(dataDir, 'db') },
  );
  const app: FastifyInstance = await buildApp(config, database);
  const parleyUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  if (statuses) {
    await control('POST', `/apps/${seed.app.appId}/webhook`, {
      url: `${parleyUrl}/webhooks/cloud`,
      verifyToken: 'verify',
    });
  }
  const signUp = await app.inject({
    method: 'POST',
    url: authRoutes.signUp.path,
    payload: signUpInput(),
  });
  const { accessToken } = signUp.json<{ accessToken: string }>();
  const channelResponse = await app.inject({
    method: 'POST',
    url: '/api/v1/channels',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { displayName: 'Shop', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
  });
  if (channelResponse.statusCode !== 201) throw new Error(`channel: ${channelResponse.body}`);
  const channel = channelResponse.json<{ channelId: string; phoneNumberId: string }>();
  const db = database.db;

  return {
    /** Parley's own address, for loads sent over HTTP. */
    url: parleyUrl,
    simulator,
    control,
    database,
    channel,

    /** A call to Parley's API as the business's account admin. */
    async api<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${accessToken}` },
        ...(payload ? { payload } : {}),
      });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      return response.json<T>();
    },

    async setRates({
      simulator: simulatorRate,
      channel: channelRate,
    }: {
      simulator: number | null;
      channel: number;
    }) {
      await control('POST', '/config', { messagesPerSecond: simulatorRate });
      await db.execute(
        sql`update channels set messages_per_second = ${channelRate} where id = ${channel.channelId}`,
      );
    },

    /**
     * A running campaign of `recipients` numbers materialised, as creation leaves it. The numbers are
     * the `firstNumber`th and on of a series: campaigns that start far enough apart reach new contacts.
     */
    async createCampaign(recipients: number, firstNumber = 1): Promise<string> {
      // One statement, as creation stores them: a dispatcher never sees the campaign without its recipients.
      const result = await db.execute(sql`
        with campaign as (
          insert into campaigns (account_id, channel_id, name, type, template_name, template_language,
            template_category, template_components, variables, status, schedule_time, message_count)
          select account_id, id, 'Bench', 'standard', 'order_update', 'en', 'UTILITY',
            ${JSON.stringify([{ type: 'BODY', text: 'Hi {{1}}, your order {{2}} is on its way.' }])}::jsonb,
            ${JSON.stringify({ body: ['Ada', '#1042'] })}::jsonb, 'scheduled', now(), ${recipients}
          from channels where id = ${channel.channelId}
          returning id
        ),
        recipients as (
          insert into campaign_recipients (campaign_id, phone, send_after)
          select campaign.id, '4915' || lpad(i::text, 8, '0') || '7', now()
          from campaign, generate_series(${firstNumber}::int, ${firstNumber + recipients - 1}::int) as i
        )
        select id from campaign`);
      return (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
    },

    async stateCounts(campaignId: string): Promise<Record<string, number>> {
      const result = await db.execute(
        sql`select state, count(*)::int as n from campaign_recipients where campaign_id = ${campaignId} group by state`,
      );
      const rows = (result as unknown as { rows: { state: string; n: number }[] }).rows;
      return Object.fromEntries(rows.map((row) => [row.state, row.n]));
    },

    /** Whether a recipient is in one of `states`: one index probe, light on the database being measured. */
    async anyIn(campaignId: string, states: string[]): Promise<boolean> {
      const result = await db.execute(
        sql`select exists (select 1 from campaign_recipients where campaign_id = ${campaignId} and state = any(${sql.param(states)}::text[])) as found`,
      );
      return (result as unknown as { rows: { found: boolean }[] }).rows[0]?.found ?? false;
    },

    /** Whether a recipient is still to be sent. */
    anyUnsent(campaignId: string): Promise<boolean> {
      return this.anyIn(campaignId, ['queued', 'sending']);
    },

    /** How many sends the simulator received: cheap enough to ask while a campaign runs. */
    async sentCount(): Promise<number> {
      const { count } = (await control('GET', `/sent/count?phoneNumberId=${channel.phoneNumberId}`)) as {
        count: number;
      };
      return count;
    },

    async sent(): Promise<SimulatorSend[]> {
      const { data } = (await control('GET', `/sent?phoneNumberId=${channel.phoneNumberId}`)) as {
        data: SimulatorSend[];
      };
      return data;
    },

    async close() {
      await app.close();
      await database.close();
      await simulator.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await admin(`drop database if exists ${databaseName} with (force)`);
    },
  };
}

export const waitUntil = async (probe: () => Promise<boolean>, timeoutMs: number, everyMs = 200) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};

/** The sends' receive times at the simulator, sorted, in ms. */
export const receiveTimes = (sends: SimulatorSend[]) =>
  sends.map((send) => Date.parse(send.createdAt)).sort((a, b) => a - b);

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

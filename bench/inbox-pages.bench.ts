import { Worker } from 'node:worker_threads';
import { type AccessTokenResponse, inboxRoutes } from '@parley/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../apps/server/src/db/schema/index';
import { signIn, signUp } from '../apps/server/src/test/harness';
import { type LoadRequest, type LoadResult, percentile } from './keep-alive-load';
import { withOwnPostgresApp } from './own-postgres-app';

const databaseName = 'parley_bench_inbox';
const agentCount = 50;
const requestsPerCase = 1000;
/** An agent working the inbox opens a list page or a thread about once a second. */
const agentThinkTimeMs = 1000;

/**
 * Issue 6 budget: with 100,000 conversations and 2,000,000 messages on PostgreSQL, the conversation
 * list page and the message page answer under 30 ms at p95 with 50 agents at work at once. The data
 * is made in a few statements in a database of the bench's own (on BENCH_DATABASE_URL's server,
 * dropped at the end); 50 agents (role agent, each seeing their own and the unassigned
 * conversations) ask over 50 keep-alive connections to the listening app, from a worker thread,
 * each about once a second as people clicking through the inbox do. `saturation` is the same list page asked with no pause
 * at all: what one server process answers per second at most, and its latency when overrun.
 */
export async function inboxPagesBench(conversationCount = 100_000, messagesPerConversation = 20) {
  return withOwnPostgresApp('inbox-pages', databaseName, async (app, database) => {
    // The server's own handling time of each request (Fastify's, from its arrival to the answer
    // written), beside the time the agents wait, which also holds the machine's scheduling.
    const handlingMs: number[] = [];
    app.addHook('onResponse', async (_request, reply) => {
      handlingMs.push(reply.elapsedTime);
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await signUp(app);
    const [ownerRow] = await database.db.select().from(users).where(eq(users.userName, owner.input.userName));
    if (!ownerRow) throw new Error('the signed-up owner is missing');
    const accountId = ownerRow.accountId;

    const loadStarted = performance.now();
    await database.db.execute(sql`
      insert into users (account_id, first_name, last_name, user_name, email, contact_number, role_name, password_hash)
      select ${accountId}, 'Agent', i::text, 'bench-agent-' || i, 'bench-agent-' || i || '@example.com',
        '+4915100000' || lpad(i::text, 3, '0'), 'agent', ${ownerRow.passwordHash}
      from generate_series(1, ${agentCount}) as i`);
    const rows = async <T>(statement: SQL) =>
      ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
    const [channel] = await rows<{ id: string }>(sql`
        insert into channels (account_id, provider, display_name, business_account_id, phone_number_id,
          display_phone_number, verified_name, access_token_sealed)
        values (${accountId}, 'cloud', 'Bench', 'bench-waba', 'bench-phone', '+1 555 0100', 'Bench', 'unused')
        returning id`);
    if (!channel) throw new Error('the bench channel was not created');
    await database.db.execute(sql`
      insert into contacts (account_id, phone, name, attributes, created_at, updated_at)
      select ${accountId}, '4917' || lpad(i::text, 9, '0'), 'Customer ' || i, '{}'::jsonb, now(), now()
      from generate_series(1, ${conversationCount}) as i`);
    // One conversation per contact: a fifth unassigned, the rest spread over the agents; one in ten closed.
    await database.db.execute(sql`
      insert into conversations (account_id, channel_id, contact_id, last_inbound_at, last_message_at,
        inbound_unread_messages, status, assigned_agent_id)
      select c.account_id, ${channel.id}, c.id, now() - make_interval(secs => n), now() - make_interval(secs => n),
        n % 3, case when n % 10 = 0 then 'CLOSED' else 'OPEN' end,
        case when n % 5 = 0 then null else agents.ids[1 + (n / 7) % ${agentCount}] end
      from (select id, account_id, row_number() over (order by id) as n from contacts where account_id = ${accountId}) as c,
        (select array_agg(id order by user_name) as ids from users where account_id = ${accountId} and role_name = 'agent') as agents`);
    await database.db.execute(sql`
      insert into messages (account_id, conversation_id, direction, provider_message_id, type, content, status,
        status_at, sent_at)
      select conversation.account_id, conversation.id, case when m % 2 = 0 then 'inbound' else 'outbound' end,
        'wamid.bench.' || conversation.n || '.' || m, 'text',
        jsonb_build_object('body', 'Message ' || m || ' of conversation ' || conversation.n),
        case when m % 2 = 0 then 'received' else 'read' end,
        conversation.last_message_at - make_interval(mins => ${messagesPerConversation} - m),
        conversation.last_message_at - make_interval(mins => ${messagesPerConversation} - m)
      from (select id, account_id, last_message_at, row_number() over (order by id) as n from conversations) as conversation,
        generate_series(1, ${messagesPerConversation}) as m`);
    await database.db.execute(sql`
      insert into tags (account_id, tag_name) select ${accountId}, 'Tag ' || i from generate_series(1, 10) as i`);
    await database.db.execute(sql`
      insert into conversation_tags (account_id, conversation_id, tag_id)
      select ${accountId}, conversation.id, tag.id
      from (select id, row_number() over (order by id) as n from conversations) as conversation
      join (select id, row_number() over (order by tag_name) as k from tags where account_id = ${accountId}) as tag
        on tag.k = 1 + conversation.n % 10
      where conversation.n % 3 = 0`);
    for (const table of ['users', 'contacts', 'conversations', 'messages', 'tags', 'conversation_tags']) {
      await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    const loadSeconds = Math.round((performance.now() - loadStarted) / 100) / 10;

    const agentTokens = await Promise.all(
      Array.from({ length: agentCount }, (_, index) =>
        signInAs(app, `bench-agent-${index + 1}`, owner.input.password),
      ),
    );
    const [tag] = await rows<{ id: string }>(sql`select id from tags limit 1`);
    // Conversations each agent may open: their own, newest first.
    const visibleConversations = await rows<{ id: string; user_name: string }>(sql`
      select conversation.id, agent.user_name
      from users as agent
      cross join lateral (
        select id from conversations where assigned_agent_id = agent.id order by last_message_at desc limit 20
      ) as conversation
      where agent.account_id = ${accountId} and agent.role_name = 'agent'`);
    const conversationsOf = new Map<string, string[]>();
    for (const row of visibleConversations) {
      conversationsOf.set(row.user_name, [...(conversationsOf.get(row.user_name) ?? []), row.id]);
    }

    const measure = async (
      pathFor: (agent: number, index: number) => string,
      thinkTimeMs = agentThinkTimeMs,
    ) => {
      const requests: LoadRequest[] = Array.from({ length: requestsPerCase }, (_, index) => {
        const agent = index % agentCount;
        return {
          method: 'GET',
          path: pathFor(agent, index),
          headers: { authorization: `Bearer ${agentTokens[agent]}` },
          body: '',
        };
      });
      handlingMs.length = 0;
      const result = await new Promise<LoadResult>((resolve, reject) => {
        const worker = new Worker(new URL('./request-load.worker.mjs', import.meta.url), {
          workerData: { origin, requests, concurrency: agentCount, thinkTimeMs },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      if (result.failures > 0) {
        throw new Error(`${result.failures} requests failed, such as ${requests[0]?.path}`);
      }
      const sorted = result.latencies.sort();
      const handled = Float64Array.from(handlingMs).sort();
      return {
        p50Ms: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
        p99Ms: percentile(sorted, 0.99),
        serverP95Ms: percentile(handled, 0.95),
        requestsPerSecond: Math.round((requestsPerCase / result.elapsedMs) * 1000),
      };
    };
    const list = (query: string) => `${inboxRoutes.listConversations.path}?channelId=${channel.id}&${query}`;
    const messagesOf = (agent: number, index: number, page: number) => {
      const own = conversationsOf.get(`bench-agent-${agent + 1}`) ?? [];
      const conversationId = own[index % own.length] ?? '';
      return `${inboxRoutes.listMessages.path.replace(':conversationId', conversationId)}?page=${page}`;
    };

    return {
      bench: 'inbox-pages',
      database: database.kind,
      conversations: conversationCount,
      messages: conversationCount * messagesPerConversation,
      concurrentAgents: agentCount,
      loadSeconds,
      requestsPerCase,
      conversationFirstPage: await measure(() => list('')),
      conversationFifthPage: await measure(() => list('page=5')),
      conversationsMine: await measure(() => list('option=MINE')),
      conversationsByTag: await measure(() => list(`tags=${tag?.id}`)),
      conversationsSearch: await measure((_, index) => list(`search=Customer%20${1000 + (index % 500)}`)),
      messageFirstPage: await measure((agent, index) => messagesOf(agent, index, 1)),
      messageOlderPage: await measure((agent, index) => messagesOf(agent, index, 2)),
      saturation: await measure(() => list(''), 0),
      budget: { conversationPageP95Ms: 30, messagePageP95Ms: 30 },
    };
  });
}

async function signInAs(app: FastifyInstance, userName: string, password: string) {
  const response = await signIn(app, userName, password);
  if (response.statusCode !== 200) throw new Error(`${userName} could not sign in: ${response.body}`);
  return response.json<AccessTokenResponse>().accessToken;
}

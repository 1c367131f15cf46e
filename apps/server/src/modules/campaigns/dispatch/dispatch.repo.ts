import type { CampaignCounts, CampaignStatus, TemplateVariables } from '@parley/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { executeByKeys } from '../../../db/execute-by-keys';
import { rowsOf } from '../../../db/rows';
import { contactsUpsert } from '../../contacts/contacts.repo';
import { upsertNumberConversations } from '../../inbox/inbox.repo';

/** A campaign as its dispatcher needs it. */
export interface DispatchCampaign {
  id: string;
  accountId: string;
  channelId: string;
  name: string;
  status: CampaignStatus;
  statusReason: string | null;
  templateName: string;
  templateLanguage: string;
  templateComponents: Record<string, unknown>[];
  variables: TemplateVariables | null;
}

interface CampaignRecord {
  id: string;
  account_id: string;
  channel_id: string;
  name: string;
  status: CampaignStatus;
  status_reason: string | null;
  template_name: string;
  template_language: string;
  template_components: Record<string, unknown>[];
  variables: TemplateVariables | null;
}

const toCampaign = (row: CampaignRecord): DispatchCampaign => ({
  id: row.id,
  accountId: row.account_id,
  channelId: row.channel_id,
  name: row.name,
  status: row.status,
  statusReason: row.status_reason,
  templateName: row.template_name,
  templateLanguage: row.template_language,
  templateComponents: row.template_components,
  variables: row.variables,
});

const campaignColumns = sql.raw(
  'id, account_id, channel_id, name, status, status_reason, template_name, template_language, template_components, variables',
);

/** Scheduled campaigns whose time has come start running; answers them. */
export async function startDueCampaigns(db: Database): Promise<DispatchCampaign[]> {
  const result = await db.execute(sql`
    update campaigns set status = 'running', started_at = coalesce(started_at, now()), updated_at = now()
    where status = 'scheduled' and schedule_time <= now()
    returning ${campaignColumns}`);
  return rowsOf<CampaignRecord>(result).map(toCampaign);
}

export async function runningCampaigns(db: Database): Promise<DispatchCampaign[]> {
  const result = await db.execute(sql`select ${campaignColumns} from campaigns where status = 'running'`);
  return rowsOf<CampaignRecord>(result).map(toCampaign);
}

export async function findCampaign(db: Database, campaignId: string): Promise<DispatchCampaign | undefined> {
  const result = await db.execute(sql`select ${campaignColumns} from campaigns where id = ${campaignId}`);
  const [row] = rowsOf<CampaignRecord>(result);
  return row && toCampaign(row);
}

export async function ensurePacing(db: Database, channelId: string): Promise<void> {
  await db.execute(
    sql`insert into campaign_send_pacing (channel_id) values (${channelId}) on conflict do nothing`,
  );
}

export interface ClaimedRecipient {
  id: string;
  phone: string;
  name: string | null;
  contactId: string | null;
  variables: TemplateVariables | null;
  attempts: number;
  /** The claim's time as the database wrote it: a send only starts while its row still holds it. */
  claimedAt: string;
}

export interface Claim {
  recipients: ClaimedRecipient[];
  /** The first claimed send's time, then one every `stepMs`, on the database's clock. */
  startMs: number;
  databaseNowMs: number;
  stepMs: number;
}

interface ClaimRecord {
  start_ms: number;
  now_ms: number;
  step_ms: number;
  id: string | null;
  phone: string;
  name: string | null;
  contact_id: string | null;
  variables: TemplateVariables | null;
  attempts: number;
  claimed_at: string;
}

/**
 * Claims up to `want` due recipients of a running campaign, no more than the channel's pace allows
 * within `lookaheadMs` after the lead, in one statement: the channel's pacing row is locked (so claims of every
 * process on that channel follow one another), as many send times as recipients were claimed are
 * taken from it, and the recipients become `sending`, not yet started. A paused or canceled campaign
 * claims nothing.
 */
export async function claimRecipients(
  db: Database,
  claim: {
    campaignId: string;
    channelId: string;
    want: number;
    stepMs: number;
    /** No send time is nearer than this: the time to store the claimed messages before their sends. */
    leadMs: number;
    lookaheadMs: number;
  },
): Promise<Claim> {
  const { campaignId, channelId, want, stepMs, leadMs, lookaheadMs } = claim;
  const horizonMs = leadMs + lookaheadMs;
  const result = await db.execute(sql`
    with pace as (
      select greatest(next_at, clock_timestamp() + ${leadMs} * interval '1 millisecond') as start_at, clock_timestamp() as now_at,
        case when slowed_until > clock_timestamp() then ${stepMs}::float8 * 1.1 else ${stepMs}::float8 end as step_ms
      from campaign_send_pacing where channel_id = ${channelId} for update
    ),
    budget as (
      select case when start_at > now_at + ${horizonMs} * interval '1 millisecond' then 0
        else least(${want}::int, floor(extract(epoch from (now_at - start_at)) * 1000 / step_ms
          + ${horizonMs}::float8 / step_ms)::int + 1) end as tokens
      from pace
    ),
    picked as (
      select r.id from campaign_recipients r
      where r.campaign_id = ${campaignId} and r.state = 'queued' and r.send_after <= now()
        and (r.retry_at is null or r.retry_at <= now())
        and exists (select 1 from campaigns c where c.id = ${campaignId} and c.status = 'running')
      order by r.send_after
      limit (select tokens from budget)
      for update of r skip locked
    ),
    claimed as (
      update campaign_recipients r
      set state = 'sending', claimed_at = now(), send_started_at = null, attempts = r.attempts + 1,
        retry_at = null, updated_at = now()
      from picked where r.id = picked.id
      returning r.id, r.phone, r.name, r.contact_id, r.variables, r.attempts, r.claimed_at::text
    ),
    moved as (
      update campaign_send_pacing p
      set next_at = pace.start_at + (select count(*) from claimed) * pace.step_ms * interval '1 millisecond'
      from pace where p.channel_id = ${channelId} and exists (select 1 from claimed)
    )
    select extract(epoch from pace.start_at)::float8 * 1000 as start_ms,
      extract(epoch from pace.now_at)::float8 * 1000 as now_ms, pace.step_ms,
      claimed.id, claimed.phone, claimed.name, claimed.contact_id, claimed.variables, claimed.attempts,
      claimed.claimed_at
    from pace left join claimed on true`);
  const rows = rowsOf<ClaimRecord>(result);
  const first = rows[0];
  if (!first) throw new Error(`the channel ${channelId} has no pacing row`);
  return {
    startMs: Number(first.start_ms),
    databaseNowMs: Number(first.now_ms),
    stepMs: Number(first.step_ms),
    recipients: rows.flatMap((row) =>
      row.id
        ? [
            {
              id: row.id,
              phone: row.phone,
              name: row.name,
              contactId: row.contact_id,
              variables: row.variables,
              attempts: row.attempts,
              claimedAt: row.claimed_at,
            },
          ]
        : [],
    ),
  };
}

/**
 * Marks claimed sends as started, just before the provider is called; answers those marked. A claim
 * that was requeued meanwhile (its process looked dead) is not marked, and its send must not start;
 * nor is one whose campaign was paused since the claim: it goes back to the queue, its attempt not
 * counted, so that a pause takes effect at once (and one canceled since is canceled). The sends of a
 * running campaign, nearly all of them, cost one plain update.
 */
export async function markSendsStarted(
  db: Database,
  sends: Pick<ClaimedRecipient, 'id' | 'claimedAt'>[],
): Promise<string[]> {
  if (sends.length === 0) return [];
  // The state is compared with `is not distinct from` (the same as `=` for a column never null) and
  // the campaign read by a subquery, so that no index offers them: the planner, which cannot know how
  // many claims are in flight, took them for few and read every claim of the campaign for each batch.
  // Only an unindexed time is written, with no reference to check: the row's conversation and contact
  // are its message's (whose id is the recipient's), found through it when asked.
  const result = await executeByKeys(
    db,
    sql`
    update campaign_recipients r
    set send_started_at = clock_timestamp()
    from ${claimsOf(sends)}
    where r.id = v.id and r.claimed_at = v.claimed_at and r.send_started_at is null
      and r.state is not distinct from 'sending'
      and (select c.status from campaigns c where c.id = r.campaign_id) = 'running'
    returning r.id`,
  );
  const started = rowsOf<{ id: string }>(result).map((row) => row.id);
  if (started.length < sends.length) {
    const marked = new Set(started);
    await releaseStopped(
      db,
      sends.filter((send) => !marked.has(send.id)),
    );
  }
  return started;
}

/** Unstarted claims of a campaign no longer running go back to the queue (or are canceled with it). */
async function releaseStopped(db: Database, sends: Pick<ClaimedRecipient, 'id' | 'claimedAt'>[]) {
  await db.execute(sql`
    update campaign_recipients r
    set state = case when c.status = 'canceled' then 'canceled' else 'queued' end, claimed_at = null,
      attempts = r.attempts - 1, updated_at = now()
    from ${claimsOf(sends)}, campaigns c
    where r.id = v.id and c.id = r.campaign_id and c.status <> 'running'
      and r.state = 'sending' and r.send_started_at is null and r.claimed_at = v.claimed_at`);
}

/** The claims as rows `v(id, claimed_at)`. */
const claimsOf = (sends: Pick<ClaimedRecipient, 'id' | 'claimedAt'>[]) =>
  sql`unnest(${sql.param(sends.map((send) => send.id))}::uuid[],
    ${sql.param(sends.map((send) => send.claimedAt))}::timestamptz[]) as v(id, claimed_at)`;

/**
 * Claims whose send never started within `olderThanMs` (their process stopped first) go back to the
 * queue: they certainly reached no one. Their attempt is not counted.
 */
export async function requeueUnstarted(db: Database, olderThanMs: number): Promise<void> {
  await db.execute(sql`
    update campaign_recipients r
    set state = case when c.status = 'canceled' then 'canceled' else 'queued' end, claimed_at = null,
      attempts = r.attempts - 1, updated_at = now()
    from campaigns c
    where c.id = r.campaign_id and c.status in ('running', 'paused', 'canceled')
      and r.state = 'sending' and r.send_started_at is null
      and r.claimed_at < now() - ${olderThanMs} * interval '1 millisecond'`);
}

/**
 * A throughput refusal: the channel waits a tenth of a second, then goes a tenth slower for
 * `slowForMs`. (Halving its pace for ten seconds at every refusal kept a channel at 80 a second to
 * 43 on average: a refusal comes whenever a second's sends happen to reach the provider together.)
 */
export async function slowChannel(db: Database, channelId: string, slowForMs: number): Promise<void> {
  await db.execute(sql`
    update campaign_send_pacing
    set next_at = greatest(next_at, clock_timestamp()) + interval '100 milliseconds',
      slowed_until = clock_timestamp() + ${slowForMs} * interval '1 millisecond'
    where channel_id = ${channelId}`);
}

/**
 * Each claimed recipient's message in their conversation on the channel, before it is sent: the
 * contact and the conversation are found or made, and the message is stored queued under the
 * recipient's id (which the send's callback data carries, so the inbox's status handling finds it
 * even before the provider's id is saved, and through which the recipient's conversation is found).
 * Recipients given the same content object share it: it is sent and read once (a standard
 * campaign's whole claim has one).
 */
export async function storeCampaignMessages(
  db: Database,
  campaign: DispatchCampaign,
  messages: { recipient: ClaimedRecipient; content: object }[],
): Promise<void> {
  if (messages.length === 0) return;
  const { accountId, channelId } = campaign;
  const at = new Date();
  const upserted = await upsertNumberConversations(
    db,
    contactsUpsert(
      db,
      messages.map(({ recipient }) => ({
        accountId,
        phone: recipient.phone,
        name: recipient.name ?? undefined,
      })),
    ),
    messages.map(({ recipient }) => ({ accountId, channelId, phone: recipient.phone, at })),
  );
  const contentIndex = new Map<object, number>();
  for (const { content } of messages)
    if (!contentIndex.has(content)) contentIndex.set(content, contentIndex.size + 1);
  const contents = [...contentIndex.keys()].map((content) => JSON.stringify(content));
  const ids = messages.map(({ recipient }) => recipient.id);
  const contentNumbers = messages.map(({ content }) => contentIndex.get(content));
  await db.execute(sql`
    insert into messages (id, account_id, conversation_id, direction, type, content, status, status_at, sent_at)
    select v.id, ${accountId}, v.conversation_id, 'outbound', 'template',
      (${sql.param(contents)}::jsonb[])[v.content_n], 'queued', now(), now()
    from unnest(
      ${sql.param(ids)}::uuid[],
      ${sql.param(upserted.map(({ conversation }) => conversation.id))}::uuid[],
      ${sql.param(contentNumbers)}::int[]
    ) as v(id, conversation_id, content_n)
    on conflict (id) do nothing`);
}

/** What a send came to, as the dispatcher records it. */
export type SendOutcome =
  | { recipientId: string; kind: 'sent'; providerMessageId: string }
  | { recipientId: string; kind: 'retry'; retryAt: Date; countsAsAttempt: boolean }
  | { recipientId: string; kind: 'failed'; code: number; title: string; detail: string | null };

/**
 * Records a batch of outcomes in two statements (recipients, then their messages). A recipient is
 * only moved from `sending`: a status webhook that came first (with the recipient's id) wins, and
 * statuses never move back.
 */
export async function recordOutcomes(db: Database, outcomes: SendOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const column = <T>(pick: (outcome: SendOutcome) => T) => sql.param(outcomes.map(pick));
  await executeByKeys(
    db,
    sql`
    with v as (
      select * from unnest(
        ${column((o) => o.recipientId)}::uuid[], ${column((o) => o.kind)}::text[],
        ${column((o) => (o.kind === 'sent' ? o.providerMessageId : null))}::text[],
        ${column((o) => (o.kind === 'retry' ? o.retryAt.toISOString() : null))}::timestamptz[],
        ${column((o) => (o.kind === 'retry' && !o.countsAsAttempt ? 1 : 0))}::int[],
        ${column((o) => (o.kind === 'failed' ? o.code : null))}::int[],
        ${column((o) => (o.kind === 'failed' ? o.title : null))}::text[],
        ${column((o) => (o.kind === 'failed' ? o.detail : null))}::text[]
      ) as v(id, kind, provider_message_id, retry_at, give_back, code, title, detail)
    ),
    recipients as (
      update campaign_recipients r set
        provider_message_id = coalesce(r.provider_message_id, v.provider_message_id),
        state = case when r.state <> 'sending' then r.state
          when v.kind = 'sent' then 'sent' when v.kind = 'retry' then 'queued' else 'failed' end,
        sent_at = case when v.kind = 'sent' then coalesce(r.sent_at, now()) else r.sent_at end,
        retry_at = case when v.kind = 'retry' and r.state = 'sending' then v.retry_at else r.retry_at end,
        attempts = case when v.kind = 'retry' and r.state = 'sending' then r.attempts - v.give_back else r.attempts end,
        claimed_at = case when v.kind = 'retry' and r.state = 'sending' then null else r.claimed_at end,
        send_started_at = case when v.kind = 'retry' and r.state = 'sending' then null else r.send_started_at end,
        error_code = case when v.kind = 'failed' and r.state = 'sending' then v.code else r.error_code end,
        error_title = case when v.kind = 'failed' and r.state = 'sending' then v.title else r.error_title end,
        error_detail = case when v.kind = 'failed' and r.state = 'sending' then v.detail else r.error_detail end,
        failed_at = case when v.kind = 'failed' and r.state = 'sending' then now() else r.failed_at end,
        updated_at = now()
      from v where r.id = v.id
      returning r.id
    )
    update messages m set
      provider_message_id = coalesce(m.provider_message_id, v.provider_message_id),
      status = case when m.status <> 'queued' or v.kind = 'retry' then m.status when v.kind = 'sent' then 'sent' else 'failed' end,
      status_at = case when m.status = 'queued' and v.kind <> 'retry' then now() else m.status_at end,
      error = case when m.status = 'queued' and v.kind = 'failed'
        then jsonb_build_object('code', v.code, 'title', v.title) || case when v.detail is null then '{}'::jsonb else jsonb_build_object('details', v.detail) end
        else m.error end
    from v where m.id = v.id and m.direction = 'outbound'`,
  );
}

const stateRank = (column: SQL) => sql`case ${column}
  when 'queued' then 0 when 'sending' then 1 when 'unknown' then 1 when 'sent' then 2 when 'failed' then 3
  when 'delivered' then 4 when 'read' then 5 else -1 end`;

export interface RecipientStatus {
  providerMessageId: string;
  /** The send's callback data, when it is a recipient's id. */
  recipientId: string | null;
  state: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error: { code: number; title: string; details?: string } | null;
}

/**
 * Status webhooks move recipients forward (never back): found by the callback data (the recipient's
 * id, which settles a send a crash interrupted) or by the provider's message id. Answers the
 * campaigns that moved.
 */
export async function advanceRecipients(db: Database, statuses: RecipientStatus[]): Promise<string[]> {
  if (statuses.length === 0) return [];
  const column = <T>(pick: (status: RecipientStatus) => T) => sql.param(statuses.map(pick));
  const result = await executeByKeys(
    db,
    sql`
    with v as (
      select * from unnest(
        ${column((s) => s.providerMessageId)}::text[], ${column((s) => s.recipientId)}::uuid[],
        ${column((s) => s.state)}::text[], ${column((s) => s.at.toISOString())}::timestamptz[],
        ${column((s) => s.error?.code ?? null)}::int[], ${column((s) => s.error?.title ?? null)}::text[],
        ${column((s) => s.error?.details ?? null)}::text[]
      ) with ordinality as v(provider_message_id, recipient_id, state, at, code, title, detail, position)
    ),
    targets as (
      select distinct on (r.id) r.id, v.*
      from v join campaign_recipients r on r.id = coalesce(v.recipient_id,
        (select x.id from campaign_recipients x where x.provider_message_id = v.provider_message_id limit 1))
      order by r.id, ${stateRank(sql`v.state`)} desc, v.position desc
    )
    update campaign_recipients r set
      state = t.state,
      provider_message_id = coalesce(r.provider_message_id, t.provider_message_id),
      sent_at = coalesce(r.sent_at, t.at),
      delivered_at = case when t.state in ('delivered', 'read') then coalesce(r.delivered_at, t.at) else r.delivered_at end,
      read_at = case when t.state = 'read' then coalesce(r.read_at, t.at) else r.read_at end,
      failed_at = case when t.state = 'failed' then t.at else r.failed_at end,
      error_code = case when t.state = 'failed' then t.code else r.error_code end,
      error_title = case when t.state = 'failed' then t.title else r.error_title end,
      error_detail = case when t.state = 'failed' then t.detail else r.error_detail end,
      updated_at = now()
    from targets t
    where r.id = t.id and ${stateRank(sql`r.state`)} < ${stateRank(sql`t.state`)} and r.state <> 'canceled'
    returning r.campaign_id`,
  );
  return [...new Set(rowsOf<{ campaign_id: string }>(result).map((row) => row.campaign_id))];
}

/**
 * A customer's message to a number counts as the reply to the latest campaign message that number
 * sent them within `windowMs` before it. Answers the campaigns that moved.
 */
export async function recordReplies(
  db: Database,
  replies: { phoneNumberId: string; from: string; at: Date }[],
  windowMs: number,
): Promise<string[]> {
  if (replies.length === 0) return [];
  const column = <T>(pick: (reply: (typeof replies)[number]) => T) => sql.param(replies.map(pick));
  const result = await executeByKeys(
    db,
    sql`
    with v as (
      select * from unnest(${column((r) => r.phoneNumberId)}::text[], ${column((r) => r.from)}::text[],
        ${column((r) => r.at.toISOString())}::timestamptz[]) as v(phone_number_id, phone, at)
    ),
    latest as (
      select distinct on (x.id) x.id, v.at from v
      cross join lateral (
        select r.id from campaign_recipients r
        join campaigns c on c.id = r.campaign_id
        join channels ch on ch.id = c.channel_id and ch.phone_number_id = v.phone_number_id
        where r.phone = v.phone and r.sent_at is not null
          -- Webhook times are whole seconds: a reply within the second of the send is still after it.
          and r.sent_at < v.at + interval '1 second' and r.sent_at > v.at - ${windowMs} * interval '1 millisecond'
        order by r.sent_at desc limit 1
      ) x
      order by x.id, v.at
    )
    update campaign_recipients r set replied_at = latest.at, updated_at = now()
    from latest where r.id = latest.id and r.replied_at is null
    returning r.campaign_id`,
  );
  return [...new Set(rowsOf<{ campaign_id: string }>(result).map((row) => row.campaign_id))];
}

/**
 * Sends started and unconfirmed past the reconciliation time (their process stopped between
 * calling the provider and saving its answer, and no status webhook named them since) end
 * `unknown`: never sent again blindly. Answers the campaigns that moved.
 */
export async function settleUnconfirmed(db: Database, olderThanMs: number): Promise<string[]> {
  const result = await db.execute(sql`
    update campaign_recipients set state = 'unknown', updated_at = now(),
      error_title = 'No confirmation from the provider',
      error_detail = 'The send was interrupted and no status arrived for it; it was not sent again, to avoid a duplicate.'
    where campaign_id in (select id from campaigns where status in ('running', 'paused', 'canceled'))
      and state = 'sending' and send_started_at < now() - ${olderThanMs} * interval '1 millisecond'
    returning campaign_id`);
  return [...new Set(rowsOf<{ campaign_id: string }>(result).map((row) => row.campaign_id))];
}

/** A running campaign with nothing left to send or confirm is completed. Answers those. */
export async function completeFinished(db: Database, campaignIds: string[]): Promise<string[]> {
  if (campaignIds.length === 0) return [];
  const result = await db.execute(sql`
    update campaigns c set status = 'completed', finished_at = now(), updated_at = now()
    where c.id = any(${sql.param(campaignIds)}::uuid[]) and c.status = 'running'
      and not exists (select 1 from campaign_recipients r where r.campaign_id = c.id and r.state in ('queued', 'sending'))
      -- A campaign whose recipients are not stored yet is not finished.
      and (c.message_count = 0 or exists (select 1 from campaign_recipients r where r.campaign_id = c.id))
    returning c.id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Running campaigns are paused with the reason; answers those paused. */
export async function pauseCampaigns(
  db: Database,
  where: { campaignId: string } | { businessAccountId: string; templateName: string; language: string },
  reason: string,
): Promise<string[]> {
  const target =
    'campaignId' in where
      ? sql`c.id = ${where.campaignId}`
      : sql`c.template_name = ${where.templateName} and c.template_language = ${where.language}
          and c.channel_id in (select id from channels where business_account_id = ${where.businessAccountId})`;
  const result = await db.execute(sql`
    update campaigns c set status = 'paused', status_reason = ${reason}, updated_at = now()
    where c.status in ('running', 'scheduled') and ${target}
    returning c.id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The funnel: each step counts those who reached at least it. */
export async function campaignCounts(db: Database, campaignId: string): Promise<CampaignCounts> {
  const result = await db.execute(sql`
    select count(*)::int as total,
      count(*) filter (where state in ('queued', 'sending'))::int as queued,
      count(*) filter (where state in ('sent', 'delivered', 'read'))::int as sent,
      count(*) filter (where state in ('delivered', 'read'))::int as delivered,
      count(*) filter (where state = 'read')::int as read,
      count(*) filter (where replied_at is not null)::int as replied,
      count(*) filter (where state = 'failed')::int as failed,
      count(*) filter (where state = 'unknown')::int as unknown,
      count(*) filter (where state = 'canceled')::int as canceled
    from campaign_recipients where campaign_id = ${campaignId}`);
  const [row] = rowsOf<CampaignCounts>(result);
  if (!row) throw new Error('count returned no row');
  return row;
}

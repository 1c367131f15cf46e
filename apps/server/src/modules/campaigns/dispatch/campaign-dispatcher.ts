import { type CampaignCounts, renderTemplate, TemplateVariables } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { type MessagingProvider, ProviderError } from '../../../providers/messaging-provider';
import type { ProviderEvent } from '../../../providers/provider-events';
import type { Realtime } from '../../../realtime/realtime';
import { AppError } from '../../../shared/errors';
import { groupCommit } from '../../../shared/group-commit';
import type { ChannelProviders } from '../../channels/channel-providers';
import { campaignMessagesPerSecond } from '../../channels/channels.repo';
import { isInboxCallbackData, messageIdOfCallbackData } from '../../inbox/sending/callback-data';
import type { TemplateContent } from '../../inbox/sending/outbound-content';
import { templateSendComponents } from '../../inbox/sending/template-components';
import {
  advanceRecipients,
  type ClaimedRecipient,
  campaignCounts,
  claimRecipients,
  completeFinished,
  type DispatchCampaign,
  ensurePacing,
  findCampaign,
  markSendsStarted,
  pauseCampaigns,
  type RecipientStatus,
  recordOutcomes,
  recordReplies,
  requeueUnstarted,
  runningCampaigns,
  type SendOutcome,
  settleUnconfirmed,
  slowChannel,
  startDueCampaigns,
  storeCampaignMessages,
} from './dispatch.repo';
import { createSendGate, type SendGate } from './send-gate';
import { classifySendFailure } from './send-outcome';

export interface CampaignDispatcherOptions {
  /**
   * A send started and unconfirmed this long ends `unknown` (CAMPAIGN_RECONCILE_AFTER_MS); a claim
   * not started this long (or 30 s, if sooner) goes back to the queue.
   */
  reconcileAfterMs: number;
  /** How often scheduled campaigns are looked for, running ones resumed and stale sends reconciled. */
  sweepIntervalMs?: number;
  /**
   * Send times are claimed at least `leadMs` ahead, time to store the messages first (so sends go at
   * their times, not late and together), and up to `lookaheadMs` beyond.
   */
  leadMs?: number;
  lookaheadMs?: number;
  /**
   * Sends started and not yet answered by the provider, per process. Recording an outcome holds no
   * place: its group commit takes as long as the marking before the send, and counted here the two
   * doubled the time each place was held.
   */
  maxInFlight?: number;
  /**
   * Claimed sends not started yet (waiting for their time or for a send in flight to end), per
   * process. Each waits at least `leadMs` after its claim, so this over `leadMs` bounds the rate.
   */
  maxAhead?: number;
  /** A retryable failure is tried this many times in all, waiting `retryBaseMs`, then twice as long each time. */
  maxAttempts?: number;
  retryBaseMs?: number;
  /** After a throughput refusal the channel goes a tenth slower this long. */
  slowForMs?: number;
  /** A customer's message this soon after a campaign message counts as their reply. */
  replyWindowMs?: number;
  progressIntervalMs?: number;
  /** Tests: runs once the provider accepted a send and before it is saved; a throw stands for a crash there. */
  afterProviderAccepted?: (recipientId: string) => void;
}

export interface CampaignDispatcherDependencies {
  db: Database;
  providers: Pick<ChannelProviders, 'messaging'>;
  realtime: Pick<Realtime, 'toManagers'>;
  log: FastifyBaseLogger;
  options: CampaignDispatcherOptions;
  /**
   * Told of the campaigns each sweep completes, once each, in the transaction that completes them
   * (what it writes there is kept with the completion; a throw leaves them for the next sweep).
   */
  campaignsFinished?: (finished: FinishedCampaign[], tx: Database) => Promise<void>;
}

/** A campaign that has just completed: every recipient is settled. */
export interface FinishedCampaign {
  campaignId: string;
  accountId: string;
  channelId: string;
  name: string;
  finishedAt: Date;
  counts: CampaignCounts;
}

// Send times are claimed a little under the channel's rate, so that the gate (which holds each send's
// place for a second after its answer) seldom has to hold one back.
const paceMargin = 0.98;
const requeueUnstartedAfterMs = 30_000;
/**
 * A running campaign's progress is counted again on the timer only after ten times as long as its
 * last count took: a count reads every recipient (a quarter of a second for a million on an idle
 * server), so a big campaign's would otherwise keep a database core busy.
 */
const countCostFactor = 10;
const maxClaim = 500;
const statusesOf: Record<string, RecipientStatus['state']> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  played: 'read',
  failed: 'failed',
};
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The campaign dispatcher of one worker process. Due campaigns start; each running campaign's
 * queued recipients are claimed in batches (several processes share them through
 * `FOR UPDATE SKIP LOCKED`), each claim taking its send times from the channel's pacing row, and
 * each send goes out at its time carrying the recipient's id as callback data. Outcomes are written
 * in group commits; status webhooks and replies move recipients on. A claim a crash left unstarted
 * goes back to the queue; a send it interrupted is reconciled from status webhooks or ends `unknown`,
 * never sent twice.
 */
export function startCampaignDispatcher({
  db,
  providers,
  realtime,
  log,
  options,
  campaignsFinished,
}: CampaignDispatcherDependencies) {
  const {
    reconcileAfterMs,
    sweepIntervalMs = 1000,
    leadMs = 250,
    lookaheadMs = 100,
    maxInFlight = 256,
    maxAhead = 3000,
    maxAttempts = 5,
    retryBaseMs = 2000,
    slowForMs = 10_000,
    replyWindowMs = 72 * 60 * 60 * 1000,
    progressIntervalMs = 1000,
    afterProviderAccepted,
  } = options;
  let stopped = false;
  const pumps = new Map<string, Promise<void>>();
  /** Claimed sends waiting for their time, by recipient: released back to the queue on stop. */
  const scheduled = new Map<string, NodeJS.Timeout>();
  /** Claimed sends whose time came while `maxInFlight` sends were in flight, oldest first: released on stop too. */
  const due: { recipientId: string; start: () => void }[] = [];
  /** Sends from their start until the provider answered: at most `maxInFlight`. */
  let inFlight = 0;
  /** Sends started and not yet recorded, awaited on stop. */
  const unrecorded = new Set<Promise<void>>();
  const dirty = new Set<string>();
  const slowedChannels = new Map<string, number>();
  const gates = new Map<string, SendGate>();
  /** The claimers of running campaigns waiting for room to claim more: every one is woken when a send ends. */
  let capacityWaiters: (() => void)[] = [];
  let clockSkewMs = Number.POSITIVE_INFINITY;

  const record = groupCommit<SendOutcome>((outcomes) => recordOutcomes(db, outcomes));
  const startedSends = new Set<string>();
  const markStarted = groupCommit<ClaimedRecipient>(async (sends) => {
    for (const id of await markSendsStarted(db, sends)) startedSends.add(id);
  });
  /** Marks the send started; false when its claim was requeued meanwhile, and the send must not go. */
  const startSending = async (recipient: ClaimedRecipient) => {
    await markStarted(recipient);
    return startedSends.delete(recipient.id);
  };

  /** When a campaign's progress may next be published on the timer: see `countCostFactor`. */
  const nextProgressAt = new Map<string, number>();
  const publish = async (campaignId: string) => {
    dirty.delete(campaignId);
    const campaign = await findCampaign(db, campaignId);
    if (!campaign) return;
    const countStartedAt = Date.now();
    const counts = await campaignCounts(db, campaignId);
    if (campaign.status === 'running')
      nextProgressAt.set(campaignId, Date.now() + (Date.now() - countStartedAt) * countCostFactor);
    else nextProgressAt.delete(campaignId);
    realtime.toManagers(campaign.accountId, 'campaign.progress', {
      campaignId,
      channelId: campaign.channelId,
      status: campaign.status,
      statusReason: campaign.statusReason,
      counts,
    });
  };
  const publishAll = (campaignIds: string[]) =>
    Promise.all(campaignIds.map((id) => publish(id))).catch((error: unknown) =>
      log.warn({ err: error }, 'campaign progress was not published'),
    );

  /** Completes the campaigns whose recipients are all settled, telling of them as it does; answers their ids. */
  const completeAndTell = (campaigns: DispatchCampaign[]) =>
    db.transaction(async (tx) => {
      const completed = new Set(
        await completeFinished(
          tx,
          campaigns.map((campaign) => campaign.id),
        ),
      );
      if (completed.size === 0 || !campaignsFinished) return completed;
      const finishedAt = new Date();
      const finished = [];
      for (const campaign of campaigns.filter(({ id }) => completed.has(id))) {
        finished.push({
          campaignId: campaign.id,
          accountId: campaign.accountId,
          channelId: campaign.channelId,
          name: campaign.name,
          finishedAt,
          counts: await campaignCounts(tx, campaign.id),
        });
      }
      await campaignsFinished(finished, tx);
      return completed;
    });

  const retryAt = (attempts: number) => new Date(Date.now() + retryBaseMs * 2 ** Math.max(0, attempts - 1));

  const outcomeOfFailure = async (
    campaign: DispatchCampaign,
    recipient: ClaimedRecipient,
    error: unknown,
  ): Promise<SendOutcome | undefined> => {
    const failure = classifySendFailure(error);
    switch (failure.kind) {
      case 'unconfirmed':
        log.warn(
          { err: error, recipientId: recipient.id },
          'a campaign send is unconfirmed; left to reconcile',
        );
        return undefined;
      case 'throttled': {
        const last = slowedChannels.get(campaign.channelId) ?? 0;
        if (Date.now() - last > 1000) {
          slowedChannels.set(campaign.channelId, Date.now());
          await slowChannel(db, campaign.channelId, slowForMs);
        }
        return {
          recipientId: recipient.id,
          kind: 'retry',
          retryAt: new Date(Date.now() + 1000),
          countsAsAttempt: false,
        };
      }
      case 'templateUnavailable':
        if ((await pauseCampaigns(db, { campaignId: campaign.id }, failure.reason)).length > 0) {
          await publishAll([campaign.id]);
        }
        return { recipientId: recipient.id, kind: 'retry', retryAt: new Date(), countsAsAttempt: false };
      case 'retryable':
      case 'permanent': {
        if (failure.kind === 'retryable' && recipient.attempts < maxAttempts) {
          return {
            recipientId: recipient.id,
            kind: 'retry',
            retryAt: retryAt(recipient.attempts),
            countsAsAttempt: true,
          };
        }
        const { code, title, detail } = failure;
        return { recipientId: recipient.id, kind: 'failed', code, title, detail };
      }
    }
  };

  type SendArguments = [
    campaign: DispatchCampaign,
    provider: MessagingProvider,
    recipient: ClaimedRecipient,
    content: TemplateContent,
  ];

  /** Sends one claimed message; `answered` is called once the provider answered or the send did not go. */
  const send = async (answered: () => void, ...[campaign, provider, recipient, content]: SendArguments) => {
    const ended = await gates.get(campaign.channelId)?.place();
    if (!(await startSending(recipient))) {
      ended?.(false);
      answered();
      return;
    }
    let outcome: SendOutcome | undefined;
    try {
      const { providerMessageId } = await provider
        .send({
          type: 'template',
          template: {
            name: content.name,
            language: { code: content.language },
            components: content.components,
          },
          to: recipient.phone,
          callbackData: recipient.id,
        })
        .finally(() => {
          ended?.(true);
          answered();
        });
      afterProviderAccepted?.(recipient.id);
      outcome = { recipientId: recipient.id, kind: 'sent', providerMessageId };
    } catch (error) {
      outcome = await outcomeOfFailure(campaign, recipient, error);
    }
    if (!outcome) return;
    await record(outcome);
    dirty.add(campaign.id);
  };

  const startSend = (...args: SendArguments) => {
    inFlight += 1;
    let answeredOnce = false;
    const answered = () => {
      if (answeredOnce) return;
      answeredOnce = true;
      inFlight -= 1;
      due.shift()?.start();
    };
    const running = send(answered, ...args)
      .catch((error: unknown) =>
        log.error({ err: error, recipientId: args[2].id }, 'a campaign send was not recorded'),
      )
      .finally(() => {
        answered();
        unrecorded.delete(running);
        capacityFreed();
      });
    unrecorded.add(running);
  };

  const startWhenFree = (...args: SendArguments) => {
    if (inFlight < maxInFlight) startSend(...args);
    else due.push({ recipientId: args[2].id, start: () => startSend(...args) });
  };

  /**
   * How many more sends may be claimed: the claimed ones wait for their time, then for a free slot;
   * those not yet recorded count too, so that a slow database holds back claims rather than letting
   * outcomes pile up in memory.
   */
  const capacity = () => maxAhead - scheduled.size - due.length - unrecorded.size;
  const waitForCapacity = () => new Promise<void>((resolve) => capacityWaiters.push(resolve));
  const capacityFreed = () => {
    const waking = capacityWaiters;
    capacityWaiters = [];
    for (const wake of waking) wake();
  };

  /**
   * What each recipient is sent (`content`, from the campaign's variables or their own) and what
   * their thread stores (`stored`, the same with the campaign named): recipients sent the same share
   * one object of each, which the store writes once.
   */
  const contentFor = (campaign: DispatchCampaign) => {
    const named = (content: TemplateContent) => ({
      content,
      stored: { ...content, campaignId: campaign.id, campaignName: campaign.name },
    });
    const common = campaign.variables ? named(messageContent(campaign, campaign.variables)) : undefined;
    return (recipient: ClaimedRecipient) =>
      (!recipient.variables && common) || named(messageContent(campaign, recipient.variables ?? {}));
  };

  /**
   * The channel's sender. A channel that cannot send (its provider refuses to be made, as a partner
   * number on a server without the partner configured) pauses the campaign with the reason, rather
   * than leaving it running with nothing sent; resumed, it tries again.
   */
  const senderOf = async (campaign: DispatchCampaign) => {
    try {
      return await providers.messaging(campaign.accountId, campaign.channelId);
    } catch (error) {
      if (!(error instanceof AppError || error instanceof ProviderError)) throw error;
      const reason = `The channel cannot send: ${error.message}`;
      await publishAll(await pauseCampaigns(db, { campaignId: campaign.id }, reason));
      return undefined;
    }
  };

  const pump = async (campaign: DispatchCampaign) => {
    const provider = await senderOf(campaign);
    if (!provider) return;
    const perSecond = await campaignMessagesPerSecond(db, campaign.channelId);
    const stepMs = 1000 / (perSecond * paceMargin);
    const gate = gates.get(campaign.channelId);
    if (gate) gate.setRate(perSecond);
    else gates.set(campaign.channelId, createSendGate(perSecond));
    await ensurePacing(db, campaign.channelId);
    const contentOf = contentFor(campaign);
    while (!stopped) {
      // Claims wait until a quarter of what may be claimed is free: one claim a send would cost
      // four statements each at full speed.
      if (capacity() < maxAhead / 4) {
        await waitForCapacity();
        continue;
      }
      const want = Math.min(maxClaim, capacity());
      const claim = await claimRecipients(db, {
        campaignId: campaign.id,
        channelId: campaign.channelId,
        want,
        stepMs,
        leadMs,
        lookaheadMs,
      });
      if (claim.recipients.length === 0) {
        const waitMs = claim.startMs - claim.databaseNowMs - leadMs - lookaheadMs;
        if (waitMs <= 0) return;
        await sleep(waitMs);
        continue;
      }
      // Local time = database time + skew; each claim shows skew + its own latency, so the least seen is nearest.
      clockSkewMs = Math.min(clockSkewMs, Date.now() - claim.databaseNowMs);
      const messages = claim.recipients.map((recipient) => ({ recipient, ...contentOf(recipient) }));
      await storeCampaignMessages(
        db,
        campaign,
        messages.map(({ recipient, stored }) => ({ recipient, content: stored })),
      );
      if (stopped) {
        await release(messages.map(({ recipient }) => recipient.id));
        return;
      }
      messages.forEach(({ recipient, content }, index) => {
        const delayMs = claim.startMs + index * claim.stepMs + clockSkewMs - Date.now();
        scheduled.set(
          recipient.id,
          setTimeout(
            () => {
              scheduled.delete(recipient.id);
              startWhenFree(campaign, provider, recipient, content);
            },
            Math.max(0, delayMs),
          ),
        );
      });
      // A claim the pace cut short is followed by the next one only once the pace has a few more
      // sends to give: claiming each as it comes would cost two statements a send, and on PGlite,
      // which runs statements on this thread, such claims would follow one another without letting
      // the sends' timers run.
      if (claim.recipients.length < want) await sleep(lookaheadMs / 2);
    }
  };

  /** Claimed sends that certainly did not go out go back to the queue, their attempt not counted. */
  const release = (recipientIds: string[]) =>
    recordOutcomes(
      db,
      recipientIds.map((recipientId) => ({
        recipientId,
        kind: 'retry',
        retryAt: new Date(),
        countsAsAttempt: false,
      })),
    );

  const ensurePump = (campaign: DispatchCampaign) => {
    if (stopped || pumps.has(campaign.id)) return;
    const running = pump(campaign)
      .catch((error: unknown) =>
        log.error({ err: error, campaignId: campaign.id }, 'a campaign dispatch stopped'),
      )
      .finally(() => pumps.delete(campaign.id));
    pumps.set(campaign.id, running);
  };

  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    sweeping ??= (async () => {
      try {
        const started = await startDueCampaigns(db);
        await publishAll(started.map((campaign) => campaign.id));
        await requeueUnstarted(db, Math.min(reconcileAfterMs, requeueUnstartedAfterMs));
        const reconciled = await settleUnconfirmed(db, reconcileAfterMs);
        for (const id of reconciled) dirty.add(id);
        const idle = (await runningCampaigns(db)).filter((campaign) => !pumps.has(campaign.id));
        const completed = idle.length > 0 ? await completeAndTell(idle) : new Set<string>();
        await publishAll([...completed]);
        for (const campaign of idle) if (!completed.has(campaign.id)) ensurePump(campaign);
      } catch (error) {
        log.error({ err: error }, 'the campaign sweep failed');
      } finally {
        sweeping = undefined;
      }
    })();
    return sweeping;
  };

  const sweepTimer = setInterval(() => void sweep(), sweepIntervalMs);
  const progressTimer = setInterval(() => {
    const now = Date.now();
    void publishAll([...dirty].filter((id) => (nextProgressAt.get(id) ?? 0) <= now));
  }, progressIntervalMs);
  void sweep();

  return {
    /** A campaign was created or resumed: look at once rather than at the next sweep. */
    onCampaignReady(campaignId: string): void {
      dirty.add(campaignId);
      void sweep();
    },

    /** Registered with the webhooks module: statuses, replies and Meta pausing a template. */
    async handleProviderEvents(events: ProviderEvent[]): Promise<void> {
      const statuses: RecipientStatus[] = [];
      const replies: { phoneNumberId: string; from: string; at: Date }[] = [];
      const moved: string[] = [];
      for (const event of events) {
        if (event.kind === 'status') {
          const state = statusesOf[event.status];
          const callbackData = event.bizOpaqueCallbackData;
          if (!state || isInboxCallbackData(callbackData)) continue;
          statuses.push({
            providerMessageId: event.messageId,
            // A campaign's message has its recipient's id.
            recipientId: messageIdOfCallbackData(callbackData) ?? null,
            state,
            at: event.timestamp,
            error: event.error ?? null,
          });
        } else if (event.kind === 'message') {
          replies.push({ phoneNumberId: event.phoneNumberId, from: event.from, at: event.timestamp });
        } else if (event.kind === 'template-status' && ['PAUSED', 'DISABLED'].includes(event.event)) {
          const reason = `Meta ${event.event === 'PAUSED' ? 'paused' : 'disabled'} the template ${event.name}${event.reason ? `: ${event.reason}` : ''}`;
          const paused = await pauseCampaigns(
            db,
            {
              businessAccountId: event.businessAccountId,
              templateName: event.name,
              language: event.language,
            },
            reason,
          );
          await publishAll(paused);
        }
      }
      moved.push(...(await advanceRecipients(db, statuses)));
      moved.push(...(await recordReplies(db, replies, replyWindowMs)));
      for (const id of moved) dirty.add(id);
    },

    /** Stops claiming; sends waiting for their time go back to the queue, those in flight are saved. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(sweepTimer);
      clearInterval(progressTimer);
      capacityFreed();
      await Promise.allSettled([...pumps.values()]);
      const waiting = [...scheduled.keys(), ...due.splice(0).map(({ recipientId }) => recipientId)];
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
      await Promise.allSettled([...unrecorded]);
      await sweeping;
      if (waiting.length > 0) await release(waiting);
    },
  };
}

export type CampaignDispatcher = ReturnType<typeof startCampaignDispatcher>;

function messageContent(campaign: DispatchCampaign, variables: TemplateVariables): TemplateContent {
  const filled = TemplateVariables.parse(variables);
  return {
    name: campaign.templateName,
    language: campaign.templateLanguage,
    components: templateSendComponents(campaign.templateComponents, filled),
    rendered: renderTemplate(campaign.templateComponents, filled, 0),
  };
}

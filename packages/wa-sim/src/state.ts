import { CatalogStore } from './catalog/catalog.store';
import type { SimulatorConfig } from './config';
import type { NumberHealth } from './health/number-health.service';
import { MediaStore } from './media/media.store';
import { PartnerStore } from './partner/partner.store';
import { RateLimiter } from './rate-limiter';
import { Scheduler } from './scheduler';
import type { SandboxPhoneNumber, SandboxSeed } from './seed';
import { TemplateStore } from './templates/templates.store';

export type MessageStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

export interface SentMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  waId: string;
  type: string;
  request: Record<string, unknown>;
  status: MessageStatus;
  statuses: { status: MessageStatus; timestamp: string }[];
  bizOpaqueCallbackData?: string;
  createdAt: string;
}

export interface ReceivedMessage {
  id: string;
  phoneNumberId: string;
  from: string;
  message: Record<string, unknown>;
  read: boolean;
  createdAt: string;
}

export interface WebhookAttempt {
  deliveryId: string;
  url: string;
  attempt: number;
  statusCode: number | null;
  error?: string;
  body: string;
  at: string;
}

/**
 * The webhook attempts the control API lists, newest last: a simulator that runs for days (the
 * embedded sandbox of `npm start`) keeps the latest, not every status of every campaign.
 */
export const webhookLogLimit = 10_000;

/** Everything the simulator remembers; `reset` forgets the traffic but keeps seed and configuration. */
export class SimulatorState {
  readonly scheduler = new Scheduler();
  readonly rateLimiter: RateLimiter;
  readonly media = new MediaStore();
  readonly templates: TemplateStore;
  readonly catalogs: CatalogStore;
  readonly tokens = new Set<string>();
  readonly callback: { url?: string; verifyToken?: string };
  readonly subscribedApps = new Map<string, Set<string>>();
  /** The app's webhook fields; until one is set, every field is sent, as before subscriptions existed. */
  subscribedFields: Set<string> | undefined;
  /** `override_callback_uri` per WABA, which takes priority over the app's callback URL. */
  readonly callbackOverrides = new Map<string, string>();
  readonly registeredPins = new Map<string, string>();
  readonly signupCodes = new Map<string, number>();
  readonly uploadSessions = new Map<string, { fileName: string; fileLength: number; fileType: string }>();
  /** Last inbound message time per `${phoneNumberId}:${waId}`: the customer service window. */
  readonly windows = new Map<string, number>();
  readonly customers = new Map<string, string>();
  readonly sent = new Map<string, SentMessage>();
  readonly received = new Map<string, ReceivedMessage>();
  readonly webhookLog: WebhookAttempt[] = [];
  /** Quality and messaging limit changed through the control API, over the seed's. */
  readonly numberHealth = new Map<string, NumberHealth>();
  readonly partner: PartnerStore;
  private clockOffsetMs = 0;

  constructor(
    readonly seed: SandboxSeed,
    readonly config: SimulatorConfig,
  ) {
    this.rateLimiter = new RateLimiter(config.messagesPerSecond);
    this.templates = new TemplateStore(seed.business.wabaId);
    this.catalogs = new CatalogStore(seed.business.wabaId);
    this.callback = { url: seed.app.callbackUrl, verifyToken: seed.app.verifyToken };
    this.partner = new PartnerStore(seed.partner);
    this.reset();
  }

  reset(): void {
    this.scheduler.clear();
    this.rateLimiter.clear();
    this.media.clear();
    this.templates.reset();
    this.catalogs.reset();
    this.tokens.clear();
    this.tokens.add(this.seed.accessToken);
    this.subscribedApps.clear();
    this.subscribedFields = undefined;
    this.callbackOverrides.clear();
    this.subscribedApps.set(this.seed.business.wabaId, new Set([this.seed.app.appId]));
    this.registeredPins.clear();
    // Sandbox numbers start registered without a PIN, so the first /register call sets it.
    for (const phone of this.seed.business.phoneNumbers) this.registeredPins.set(phone.phoneNumberId, '');
    this.signupCodes.clear();
    this.uploadSessions.clear();
    this.windows.clear();
    this.customers.clear();
    for (const customer of this.seed.customers) this.customers.set(customer.waId, customer.name);
    this.sent.clear();
    this.received.clear();
    this.webhookLog.length = 0;
    this.numberHealth.clear();
    this.partner.reset();
    this.clockOffsetMs = 0;
  }

  logWebhookAttempt(attempt: WebhookAttempt): void {
    this.webhookLog.push(attempt);
    // Forgotten a tenth at a time, so that a full log does not move every entry at each attempt.
    if (this.webhookLog.length >= webhookLogLimit + webhookLogLimit / 10)
      this.webhookLog.splice(0, this.webhookLog.length - webhookLogLimit);
  }

  subscribesTo(field: string): boolean {
    return this.subscribedFields?.has(field) ?? true;
  }

  phoneNumber(phoneNumberId: string): SandboxPhoneNumber | undefined {
    return (
      this.seed.business.phoneNumbers.find((number) => number.phoneNumberId === phoneNumberId) ??
      this.partner.phoneNumber(phoneNumberId)
    );
  }

  healthOf(phone: SandboxPhoneNumber): NumberHealth {
    return (
      this.numberHealth.get(phone.phoneNumberId) ?? {
        qualityRating: phone.qualityRating,
        messagingLimitTier: phone.messagingLimitTier,
      }
    );
  }

  /** The business account (WABA) a number belongs to: its partner app's, else the sandbox business. */
  businessAccountOf(phoneNumberId: string): string {
    return this.partner.appOwningNumber(phoneNumberId)?.wabaId ?? this.seed.business.wabaId;
  }

  /** Simulated time: wall clock plus whatever `POST /_sim/clock` advanced, for windows and expiries. */
  now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  advanceClock(ms: number): void {
    this.clockOffsetMs += ms;
  }

  windowOpen(phoneNumberId: string, waId: string): boolean {
    const last = this.windows.get(`${phoneNumberId}:${waId}`);
    return last !== undefined && this.now() - last < 24 * 60 * 60 * 1000;
  }
}

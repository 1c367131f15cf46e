import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import { digitsOf } from '../ids';
import { signBody, toMetaJson } from '../meta-json';
import type { SandboxPhoneNumber } from '../seed';
import type { SimulatorState } from '../state';

const requestTimeoutMs = 10_000;
/** Under outOfOrder chaos a webhook is held up to both status delays plus this, so even 0 ms delays shuffle. */
const outOfOrderSlackMs = 50;

/** A webhook's bytes and the headers that go with them (Meta's signature). */
type Rendered = { body: string; headers: Record<string, string> };

/** Takes an event in another provider's format instead of Meta's webhook; true when it did. */
export type EventReroute = (field: string, value: Record<string, unknown>) => boolean;

/**
 * Delivers webhooks as Meta does: signed raw bytes, at-least-once (retries with exponential back-off),
 * concurrently and, under chaos, duplicated and out of order.
 */
export class WebhookDispatcher {
  private closed = false;
  private reroute?: EventReroute;
  // undici's own client, not `fetch`: the web streams and abort signals `fetch` makes for each call
  // took most of the simulator's CPU while it delivered a campaign's statuses.
  private readonly agent = new Agent({ headersTimeout: requestTimeoutMs, bodyTimeout: requestTimeoutMs });

  constructor(private readonly state: SimulatorState) {}

  /** A `messages` change for one business number: statuses, inbound messages, contacts. */
  messages(phone: SandboxPhoneNumber, value: Record<string, unknown>): void {
    this.emit('messages', {
      messaging_product: 'whatsapp',
      metadata: {
        display_phone_number: digitsOf(phone.displayPhoneNumber),
        phone_number_id: phone.phoneNumberId,
      },
      ...value,
    });
  }

  /** The partner provider carries the events of its apps' numbers and templates in its own format. */
  setReroute(reroute: EventReroute): void {
    this.reroute = reroute;
  }

  /** `entryTime` is the integer `entry[].time` that template and account events carry. */
  emit(field: string, value: Record<string, unknown>, entryTime?: number): void {
    if (this.reroute?.(field, value) || !this.state.subscribesTo(field)) return;
    const { wabaId } = this.state.seed.business;
    const entry = {
      id: wabaId,
      ...(entryTime === undefined ? {} : { time: entryTime }),
      changes: [{ value, field }],
    };
    // Serialised and signed only when there is a callback to call: that work costs more than a send.
    this.schedule(
      () => {
        const body = toMetaJson({ object: 'whatsapp_business_account', entry: [entry] });
        return { body, headers: { 'x-hub-signature-256': signBody(body, this.state.seed.app.appSecret) } };
      },
      () => this.callbackUrl(),
    );
  }

  /** At-least-once delivery of `body` to the URL `target` names at each attempt; chaos applies. */
  enqueue(body: string, target: () => string | undefined, headers: Record<string, string> = {}): void {
    this.schedule(() => ({ body, headers }), target);
  }

  close(): void {
    this.closed = true;
    void this.agent.close();
  }

  /** `render` runs at most once, so every copy and retry carries the same bytes. */
  private schedule(render: () => Rendered, target: () => string | undefined): void {
    let rendered: Rendered | undefined;
    const once = () => {
      rendered ??= render();
      return rendered;
    };
    const { chaos, statusDelaysMs } = this.state.config;
    const copies = chaos.duplicates ? 2 : 1;
    for (let copy = 0; copy < copies; copy++) {
      const jitterWindow = statusDelaysMs.delivered + statusDelaysMs.read + outOfOrderSlackMs;
      const jitter = chaos.outOfOrder ? Math.random() * jitterWindow : 0;
      this.state.scheduler.after(jitter, () => this.deliver(once, target));
    }
  }

  private async deliver(render: () => Rendered, target: () => string | undefined): Promise<void> {
    const { attempts, baseDelayMs } = this.state.config.webhookRetry;
    let deliveryId: string | undefined;
    for (let attempt = 1; attempt <= attempts && !this.closed; attempt++) {
      const url = target();
      if (!url) return;
      deliveryId ??= randomUUID();
      const { body, headers } = render();
      const outcome = await this.post(url, body, headers);
      this.state.logWebhookAttempt({
        deliveryId,
        url,
        attempt,
        ...outcome,
        body,
        at: new Date().toISOString(),
      });
      if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) return;
      if (attempt < attempts) await this.state.scheduler.sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  }

  /** Meta only calls apps subscribed to the WABA, at the WABA's override URL if one is set. */
  private callbackUrl(): string | undefined {
    const { app, business } = this.state.seed;
    const subscribed = this.state.subscribedApps.get(business.wabaId)?.has(app.appId) ?? false;
    if (!subscribed) return undefined;
    return this.state.callbackOverrides.get(business.wabaId) ?? this.state.callback.url;
  }

  private async post(
    url: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<{ statusCode: number | null; error?: string }> {
    try {
      const response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        dispatcher: this.agent,
      });
      await response.body.dump();
      return { statusCode: response.statusCode };
    } catch (error) {
      return { statusCode: null, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

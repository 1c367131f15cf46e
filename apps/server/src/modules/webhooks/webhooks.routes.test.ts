import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index';
import { cloudStatusesBody } from '../../test/cloud-statuses';
import { startTestApp, type TestApp } from '../../test/harness';

const appSecret = 'test-app-secret';
const verifyToken = 'test-verify-token';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ META_APP_SECRET: appSecret, META_VERIFY_TOKEN: verifyToken });
});
afterAll(() => t?.close());

const sign = (body: string, secret = appSecret) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

let wamid = 0;
function statusBody(statuses = 1): string {
  return cloudStatusesBody(
    Array.from({ length: statuses }, () => ({ id: `wamid.TEST${++wamid}`, status: 'delivered' })),
  );
}

const post = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/webhooks/cloud',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    payload: body,
  });

const storedCount = async () => (await t.database.db.select().from(webhookEvents)).length;

async function processedEvent(body: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.body, body));
    if (row?.processedAt) return row;
    if (Date.now() > deadline)
      throw new Error(`the webhook was not processed in time: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /webhooks/cloud', () => {
  it('answers the challenge when the verify token matches', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/webhooks/cloud?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('1158201444');
  });

  it('refuses another verify token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/webhooks/cloud?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /webhooks/cloud', () => {
  it('stores a signed event, acknowledges it and processes it', async () => {
    const body = statusBody();
    const response = await post(body, sign(body));

    expect(response.statusCode).toBe(200);
    const row = await processedEvent(body);
    expect(row.provider).toBe('cloud');
    expect(row.error).toBeNull();
  });

  it('refuses an unsigned event and stores nothing', async () => {
    const before = await storedCount();
    const response = await post(statusBody());
    expect(response.statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a signature made with another secret, or over other bytes, and stores nothing', async () => {
    const before = await storedCount();
    const body = statusBody();
    expect((await post(body, sign(body, 'not-the-secret'))).statusCode).toBe(401);
    expect((await post(body, sign(`${body} `))).statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('acknowledges signed bytes that are not JSON and keeps them with the reason, instead of having them resent for days', async () => {
    const body = '{"object":"whatsapp_business_account",';
    const response = await post(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect((await processedEvent(body)).error).toBeTruthy();
  });

  it('keeps signed bytes holding a raw NUL as unreadable, without failing the events stored with them', async () => {
    const poisoned = '{"object":"whatsapp_business_account","entry":[\0]}';
    const normal = statusBody();
    const [poisonedAnswer, normalAnswer] = await Promise.all([
      post(poisoned, sign(poisoned)),
      post(normal, sign(normal)),
    ]);
    expect([poisonedAnswer.statusCode, normalAnswer.statusCode]).toEqual([200, 200]);
    expect((await processedEvent(normal)).error).toBeNull();
    const kept = await processedEvent(poisoned.replace('\0', '\uFFFD'));
    expect(kept.error).not.toBeNull();
  });

  it('takes a 2 MB batch of statuses', async () => {
    const body = statusBody(9500);
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await post(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect((await processedEvent(body)).error).toBeNull();
  });

  it('stores the body byte for byte, quotes and backslashes included', async () => {
    const envelope = JSON.parse(statusBody());
    envelope.entry[0].changes[0].value.statuses[0].note = `O'Brien said "\\'); drop table webhook_events; --" \\ E'\\x00' ☕ 🌿`;
    const body = JSON.stringify(envelope);
    expect((await post(body, sign(body))).statusCode).toBe(200);

    const row = await processedEvent(body);
    expect(row.body).toBe(body);
    expect(row.error).toBeNull();
  });

  it('keeps a redelivered event as a second record, both processed', async () => {
    const body = statusBody();
    await post(body, sign(body));
    await post(body, sign(body));
    await processedEvent(body);
    const rows = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.body, body));
    expect(rows).toHaveLength(2);
  });

  it('keeps an event that is JSON but not Meta’s envelope, with the reason, instead of retrying it', async () => {
    const body = JSON.stringify({ object: 'page', entry: [] });
    expect((await post(body, sign(body))).statusCode).toBe(200);
    expect((await processedEvent(body)).error).toMatch(/whatsapp_business_account/);
  });
});

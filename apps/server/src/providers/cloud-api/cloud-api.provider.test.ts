import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulator } from '../../modules/inbox/inbox-workspace.test-helpers';
import { providerRefusal } from '../../test/provider-refusal';
import type { MessagingProvider } from '../messaging-provider';
import { ProviderError } from '../messaging-provider';
import { createCloudApiProvider } from './cloud-api.provider';

const seed = sandboxSeed();
const [number] = seed.business.phoneNumbers;
const [ada, grace] = seed.customers;
let sim: Simulator;
let provider: MessagingProvider;

beforeAll(async () => {
  sim = await startSimulator({ messagesPerSecond: 5, statusDelaysMs: { delivered: 10, read: 10 } });
  provider = createCloudApiProvider({
    graphUrl: sim.graphUrl,
    accessToken: seed.accessToken,
    phoneNumberId: number?.phoneNumberId ?? '',
  });
});
afterAll(() => sim?.close());

/** The customer writes first, which opens the 24-hour window for free-form messages. */
async function customerWrites(waId: string, body = 'Hello') {
  const response = await fetch(`${sim.url}/_sim/customers/${waId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumberId: number?.phoneNumberId, message: { type: 'text', text: { body } } }),
  });
  expect(response.status).toBeLessThan(300);
}

async function sentTo(waId: string) {
  const response = await fetch(`${sim.url}/_sim/sent?phoneNumberId=${number?.phoneNumberId}&to=${waId}`);
  return (await response.json()) as unknown[];
}

describe('Cloud API provider against the simulator', () => {
  it('sends a text inside the customer service window and gets a wamid back', async () => {
    await customerWrites(ada?.waId ?? '');
    const result = await provider.send({
      to: `+${ada?.waId}`,
      type: 'text',
      text: { body: 'Your order ships today' },
      callbackData: 'r-1',
    });
    expect(result.providerMessageId).toMatch(/^wamid\./);
    expect(result.recipientWaId).toBe(ada?.waId);
    expect(JSON.stringify(await sentTo(ada?.waId ?? ''))).toContain('Your order ships today');
  });

  it('is refused a free-form message outside the window with 131047, not worth retrying', async () => {
    const error = await providerRefusal(
      provider.send({ to: grace?.waId ?? '', type: 'text', text: { body: 'Hi' } }),
    );
    expect(error.code).toBe(131047);
    expect(error.retryable).toBe(false);
  });

  it('sends an approved template outside the window, and is refused an unknown one with 132001', async () => {
    const sent = await provider.send({
      to: grace?.waId ?? '',
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'A-1042' },
              { type: 'text', text: 'shipped' },
            ],
          },
        ],
      },
    });
    expect(sent.providerMessageId).toMatch(/^wamid\./);
    const error = await providerRefusal(
      provider.send({
        to: grace?.waId ?? '',
        type: 'template',
        template: { name: 'no_such_template', language: { code: 'en' } },
      }),
    );
    expect(error.code).toBe(132001);
  });

  it('names the wrong field when the message is invalid (100)', async () => {
    await customerWrites(ada?.waId ?? '');
    const error = await providerRefusal(
      provider.send({
        to: ada?.waId ?? '',
        type: 'interactive',
        interactive: { type: 'button', body: { text: 'Pick one' }, action: { buttons: [] } },
      }),
    );
    expect(error.code).toBe(100);
    expect(error.details).toMatch(/buttons/);
  });

  it('is refused with 190 when the token is not valid', async () => {
    const stranger = createCloudApiProvider({
      graphUrl: sim.graphUrl,
      accessToken: 'stolen',
      phoneNumberId: number?.phoneNumberId ?? '',
    });
    expect((await providerRefusal(stranger.phoneNumber())).code).toBe(190);
  });

  it('uploads an image and sends it by id', async () => {
    await customerWrites(ada?.waId ?? '', 'Can I see it?');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const { mediaId } = await provider.uploadMedia({
      bytes: png,
      mimeType: 'image/png',
      fileName: 'sofa.png',
    });
    const sent = await provider.send({
      to: ada?.waId ?? '',
      type: 'image',
      image: { id: mediaId, caption: 'The green sofa' },
    });
    expect(sent.providerMessageId).toMatch(/^wamid\./);
  });

  it('downloads the image a customer sent, by its media id, with its type', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000', 'hex');
    const response = await fetch(`${sim.url}/_sim/customers/${ada?.waId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phoneNumberId: number?.phoneNumberId,
        message: { type: 'image', image: { data: png.toString('base64'), mime_type: 'image/png' } },
      }),
    });
    const { message } = (await response.json()) as { message: { image: { id: string } } };

    const download = await provider.downloadMedia({ id: message.image.id });
    expect(download.mimeType).toBe('image/png');
    expect(download.fileSize).toBe(png.length);
    expect(Buffer.concat(await download.body.toArray())).toEqual(png);
  });

  it('is refused the download of a media id the number does not have', async () => {
    const error = await providerRefusal(provider.downloadMedia({ id: '999999999' }));
    expect(error.retryable).toBe(false);
  });

  it('reads the number’s display name, quality and messaging tier', async () => {
    expect(await provider.phoneNumber()).toEqual({
      displayPhoneNumber: number?.displayPhoneNumber,
      verifiedName: number?.verifiedName,
      qualityRating: 'GREEN',
      messagingLimitTier: 'TIER_2K',
    });
  });

  it('has every send on the wire at once, however many: none waits for a free connection', async () => {
    // A campaign marks a send started before it posts it: one held back here when the process died
    // would end `unknown` though it never left.
    const taken = async () =>
      (
        (await simulator(sim, 'GET', `/_sim/sent/count?phoneNumberId=${number?.phoneNumberId}`)) as {
          count: number;
        }
      ).count;
    await simulator(sim, 'POST', '/_sim/config', { messagesPerSecond: null, sendAnswerDelayMs: 5_000 });
    try {
      const before = await taken();
      const sends = Array.from({ length: 300 }, (_, index) =>
        provider.send({
          to: `4917${String(index).padStart(8, '0')}`,
          type: 'template',
          template: { name: 'hello_world', language: { code: 'en_US' } },
        }),
      );
      // Every send reaches Meta before the first is answered.
      await expect.poll(taken, { timeout: 4_000, interval: 100 }).toBe(before + 300);
      expect(new Set((await Promise.all(sends)).map((sent) => sent.providerMessageId)).size).toBe(300);
    } finally {
      await simulator(sim, 'POST', '/_sim/config', { messagesPerSecond: 5, sendAnswerDelayMs: 0 });
    }
  }, 20_000);

  it('is told to back off (130429, retryable) above the number’s throughput', async () => {
    const sends = Array.from({ length: 12 }, () =>
      provider
        .send({
          to: grace?.waId ?? '',
          type: 'template',
          template: { name: 'hello_world', language: { code: 'en_US' } },
        })
        .catch((error: unknown) => error),
    );
    const throttled = (await Promise.all(sends)).filter(
      (result) => result instanceof ProviderError && result.code === 130429,
    );
    expect(throttled.length).toBeGreaterThan(0);
    expect((throttled[0] as ProviderError).retryable).toBe(true);
  });
});

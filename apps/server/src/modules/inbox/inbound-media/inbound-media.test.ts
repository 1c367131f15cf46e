import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Channel, type Conversation, inboxRoutes, type Message } from '@parley/contract';
import type { Simulator } from '@parley/wa-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema/index';
import { SecretBox } from '../../../shared/secret-box';
import { createChannelProviders } from '../../channels/channel-providers';
import { createChannelsService } from '../../channels/channels.service';
import { createLocalMediaStorage } from '../../media/media.storage';
import { png } from '../../media/media.test-files';
import {
  customerSends,
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from '../inbox-workspace.test-helpers';
import { conversationWithCustomer, customerImage, messagesOf, pathOf } from '../sending/sending.test-helpers';
import { createInboundMediaCopier } from './inbound-media-copy';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
});
afterAll(() => w?.close());

/** The customer's one message, once Parley has settled its copy of the file (stored or failed). */
async function settledMediaMessage(waId: string): Promise<{ conversation: Conversation; message: Message }> {
  const conversation = await conversationWithCustomer(owner, channel, waId);
  const message = await eventually(async () => {
    const [first] = await messagesOf(owner, conversation);
    return first?.mediaCopy && first.mediaCopy.state !== 'pending' ? first : undefined;
  });
  return { conversation, message };
}

const mediaCopyOf = async (messageId: string) =>
  (await w.t.database.db.select().from(messages).where(eq(messages.id, messageId)))[0]?.mediaCopy;

/** The files Parley keeps for the account (each with its `.json` record). */
const accountMediaFiles = async () =>
  readdir(join(w.t.dataDir, 'media', owner.accountId)).catch(() => [] as string[]);

/** A file uploaded to the simulator as the channel's number: a media id a customer's message can name. */
async function providerMedia(sim: Simulator, bytes: Buffer, mimeType: string, fileName: string) {
  const form = new FormData();
  form.set('messaging_product', 'whatsapp');
  form.set('type', mimeType);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), fileName);
  const response = await fetch(`${sim.graphUrl}/${channel.phoneNumberId}/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sim.seed.accessToken}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe("a customer's media, copied into Parley's storage", () => {
  it('keeps the image with its size, type and digest, and serves it after the provider forgot it', async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, customerImage);
    const { conversation, message } = await settledMediaMessage(waId);
    expect(message.mediaCopy).toEqual({ state: 'stored', reason: null });
    expect(await mediaCopyOf(message.messageId)).toEqual({
      state: 'stored',
      mediaId: message.messageId,
      fileSize: png.length,
      mimeType: 'image/png',
      sha256: createHash('sha256').update(png).digest('hex'),
    });

    const providerMediaId = (message.content as { id: string }).id;
    await simulator(w.sim, 'POST', `/_sim/media/${providerMediaId}/expire`);
    const file = await owner.api.call(
      'GET',
      pathOf(inboxRoutes.messageMedia.path, conversation.conversationId, message.messageId),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(png);
  });

  it('stores a file once however many times its copy runs', async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, customerImage);
    const { message } = await settledMediaMessage(waId);
    const { config, database, app } = w.t;
    const channels = createChannelsService({
      db: database.db,
      graphUrl: config.whatsApp.graphUrl,
      secrets: new SecretBox(config.encryptionKey),
      sandbox: config.whatsApp.sandbox,
    });
    const copier = createInboundMediaCopier({
      db: database.db,
      providers: createChannelProviders({ channels, graphUrl: config.whatsApp.graphUrl }),
      storage: createLocalMediaStorage(join(w.t.dataDir, 'media')),
      log: app.log,
    });
    // As if the first run had stopped between keeping the file and recording it.
    await database.db
      .update(messages)
      .set({ mediaCopy: { state: 'pending', attempts: 0 } })
      .where(eq(messages.id, message.messageId));

    await Promise.all([copier.copy(message.messageId), copier.copy(message.messageId)]);
    await copier.copy(message.messageId);

    expect((await mediaCopyOf(message.messageId))?.state).toBe('stored');
    const files = (await accountMediaFiles()).filter((file) => file.startsWith(message.messageId));
    expect(files.sort()).toEqual([message.messageId, `${message.messageId}.json`]);
  });

  it('records a document over the 16 MB limit as too large, and keeps nothing of it', async () => {
    const catalogue = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(16_305_412)]);
    const mediaId = await providerMedia(w.sim, catalogue, 'application/pdf', 'catalogue.pdf');
    const waId = newCustomer();
    await customerSends(w, channel, waId, {
      type: 'document',
      document: { id: mediaId, filename: 'catalogue.pdf' },
    });
    const { message } = await settledMediaMessage(waId);
    expect(message.mediaCopy).toEqual({ state: 'failed', reason: 'tooLarge' });
    expect((await accountMediaFiles()).filter((file) => file.startsWith(message.messageId))).toEqual([]);
  });

  it('tries again after a passing failure at the provider, and then keeps the file', async () => {
    const mediaId = await providerMedia(w.sim, png, 'image/png', 'photo.png');
    await simulator(w.sim, 'POST', `/_sim/media/${mediaId}/outage`, { requests: 1 });
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'image', image: { id: mediaId } });
    const conversation = await conversationWithCustomer(owner, channel, waId);
    const [first] = await messagesOf(owner, conversation);
    const messageId = first?.messageId ?? '';
    await eventually(async () => {
      const copy = await mediaCopyOf(messageId);
      return copy?.state === 'pending' && copy.attempts === 1;
    });

    const { message } = await settledMediaMessage(waId);
    expect(message.mediaCopy).toEqual({ state: 'stored', reason: null });
  });

  it('records a file the provider no longer has as unavailable, and stops trying', async () => {
    const mediaId = await providerMedia(w.sim, png, 'image/png', 'photo.png');
    await simulator(w.sim, 'POST', `/_sim/media/${mediaId}/outage`, { requests: 1 });
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'image', image: { id: mediaId } });
    const conversation = await conversationWithCustomer(owner, channel, waId);
    const [first] = await messagesOf(owner, conversation);
    await eventually(async () => {
      const copy = await mediaCopyOf(first?.messageId ?? '');
      return copy?.state === 'pending' && copy.attempts === 1;
    });
    await simulator(w.sim, 'POST', `/_sim/media/${mediaId}/expire`);

    const { message } = await settledMediaMessage(waId);
    expect(message.mediaCopy).toEqual({ state: 'failed', reason: 'unavailable' });
  });
});

import { type Channel, type ContactDetails, contactRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationWithMessages, messagesOf } from './inbox.test-helpers';
import {
  type InboxWorkspace,
  type Member,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from './inbox-workspace.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
});
afterAll(() => w?.close());

const springAd = {
  source_url: 'https://fb.me/spring-vases',
  source_id: '120200000000000001',
  source_type: 'ad',
  headline: 'Spring sale: 20% off vases',
  body: 'Hand-made in Lisbon.',
  media_type: 'image',
  image_url: 'https://ads.example/spring.jpg',
  ctwa_clid: 'click-spring-1',
};
const summerAd = {
  source_url: 'https://fb.me/summer-pots',
  source_id: '120200000000000002',
  source_type: 'ad',
  headline: 'Summer pots',
  media_type: 'video',
  video_url: 'https://ads.example/summer.mp4',
  thumbnail_url: 'https://ads.example/summer.jpg',
};

/** The customer writes from the simulator's phone, after tapping an ad or a catalog product. */
const customerWrites = (waId: string, body: string, origin: object = {}) =>
  simulator(w.sim, 'POST', `/_sim/customers/${waId}/messages`, {
    phoneNumberId: channel.phoneNumberId,
    message: { type: 'text', text: { body } },
    ...origin,
  });

const contactOf = (contactId: string) =>
  owner.api.ok<ContactDetails>('GET', contactRoutes.get.path.replace(':contactId', contactId));

describe('a customer’s message from a click-to-WhatsApp ad', () => {
  it('keeps the ad with the message, and as the contact’s first and last ad', async () => {
    const waId = newCustomer();
    await customerWrites(waId, 'Is the blue vase still available?', { referral: springAd });
    const conversation = await conversationWithMessages(owner, channel, waId, 1);
    const [message] = await messagesOf(owner, conversation.conversationId);
    expect(message).toMatchObject({
      content: { body: 'Is the blue vase still available?' },
      referral: {
        sourceUrl: 'https://fb.me/spring-vases',
        sourceId: '120200000000000001',
        sourceType: 'ad',
        headline: 'Spring sale: 20% off vases',
        body: 'Hand-made in Lisbon.',
        mediaType: 'image',
        imageUrl: 'https://ads.example/spring.jpg',
        ctwaClid: 'click-spring-1',
      },
      referredProduct: null,
    });
    const contact = await contactOf(conversation.contact.contactId);
    expect(contact.firstAdReferral).toMatchObject({
      headline: 'Spring sale: 20% off vases',
      at: message?.sentAt,
    });
    expect(contact.lastAdReferral).toEqual(contact.firstAdReferral);
  });

  it('keeps the first ad and moves the last one on; a message without an ad changes neither', async () => {
    const waId = newCustomer();
    await customerWrites(waId, 'Hello', { referral: springAd });
    await conversationWithMessages(owner, channel, waId, 1);
    await customerWrites(waId, 'And the pots?', { referral: summerAd });
    await customerWrites(waId, 'Thanks!');
    const conversation = await conversationWithMessages(owner, channel, waId, 3);

    const [thanks] = await messagesOf(owner, conversation.conversationId);
    expect(thanks).toMatchObject({ content: { body: 'Thanks!' }, referral: null });
    const contact = await contactOf(conversation.contact.contactId);
    expect(contact.firstAdReferral).toMatchObject({ sourceId: '120200000000000001' });
    expect(contact.lastAdReferral).toMatchObject({
      sourceId: '120200000000000002',
      mediaType: 'video',
      videoUrl: 'https://ads.example/summer.mp4',
      thumbnailUrl: 'https://ads.example/summer.jpg',
    });
  });
});

describe('a customer’s question about a catalog product', () => {
  it('keeps the product with the message', async () => {
    const waId = newCustomer();
    await customerWrites(waId, 'Does it come in green?', {
      referred_product: { catalog_id: '300000000000001', product_retailer_id: 'vase-blue-30' },
    });
    const conversation = await conversationWithMessages(owner, channel, waId, 1);
    const [message] = await messagesOf(owner, conversation.conversationId);
    expect(message).toMatchObject({
      content: { body: 'Does it come in green?' },
      referral: null,
      referredProduct: { catalogId: '300000000000001', productRetailerId: 'vase-blue-30' },
    });
  });
});

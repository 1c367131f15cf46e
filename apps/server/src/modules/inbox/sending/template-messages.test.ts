import {
  type Channel,
  type Conversation,
  errorMessages,
  inboxRoutes,
  type MediaUploaded,
  type Message,
  mediaRoutes,
  type RenderedTemplate,
  type Template,
  type TemplateDraft,
  type TemplateList,
  templateRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, postForm } from '../../media/media.test-files';
import {
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from '../inbox-workspace.test-helpers';
import {
  conversationWithCustomer,
  messagesOf,
  messageWithStatus,
  pathOf,
  receivedByCustomer,
  uploadPng,
} from './sending.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;

const templatesPath = (channelId: string) => templateRoutes.list.path.replace(':channelId', channelId);

/** The channel's template of that name once the provider reviewed it. */
const reviewed = (channelId: string, name: string) =>
  eventually(async () => {
    const { data } = await owner.api.ok<TemplateList>('GET', `${templatesPath(channelId)}?search=${name}`);
    return data.find((template) => template.name === name && template.status !== 'PENDING');
  });

const createTemplate = (draft: TemplateDraft) =>
  owner.api.ok('POST', templatesPath(channel.channelId), draft, 201);

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  await simulator(w.sim, 'POST', '/_sim/config', { templateReviewDelayMs: 10 });
  await owner.api.ok('POST', templateRoutes.refresh.path.replace(':channelId', channel.channelId));
});
afterAll(() => w?.close());

async function customerWhoWrote() {
  const waId = newCustomer();
  await w.customerWrites(channel, waId, 'Hello');
  return { waId, conversation: await conversationWithCustomer(owner, channel, waId) };
}

const sendTemplate = (conversation: Conversation, payload: object) =>
  owner.api.call('POST', pathOf(inboxRoutes.sendTemplate.path, conversation.conversationId), payload);

const rendered = (message: Message) => (message.content as { rendered: RenderedTemplate }).rendered;

describe('sending an approved template', () => {
  it('fills its variables: the customer gets the parameters and the thread shows the text they read', async () => {
    const { waId, conversation } = await customerWhoWrote();
    const template = await reviewed(channel.channelId, 'seasonal_promo');
    const response = await sendTemplate(conversation, {
      templateId: template.id,
      variables: { headers: ['summer'], body: ['20%'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const queued = response.json<Message>();
    expect(queued).toMatchObject({ type: 'template', status: 'queued', sentBy: { userId: owner.userId } });
    expect(rendered(queued)).toEqual({
      header: { format: 'TEXT', text: 'Our summer sale' },
      body: 'Save 20% on everything this week.',
    });

    const onPhone = await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'template');
    expect(onPhone.request.template).toEqual({
      name: 'seasonal_promo',
      language: { code: 'en' },
      components: [
        { type: 'header', parameters: [{ type: 'text', text: 'summer' }] },
        { type: 'body', parameters: [{ type: 'text', text: '20%' }] },
      ],
    });
    await messageWithStatus(owner, conversation, queued.messageId, 'read');
  });

  it('names each variable left empty, by group, and sends nothing', async () => {
    const { conversation } = await customerWhoWrote();
    const template = await reviewed(channel.channelId, 'order_update');
    const response = await sendTemplate(conversation, {
      templateId: template.id,
      variables: { body: ['Ada', ' '] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'TEMPLATE_VARIABLES_MISSING',
      message: errorMessages.TEMPLATE_VARIABLES_MISSING,
      details: [{ path: 'variables.body.1', message: errorMessages.TEMPLATE_VARIABLES_MISSING }],
    });
    expect(await messagesOf(owner, conversation)).toHaveLength(1);
  });

  it('refuses a template that is not approved', async () => {
    const { conversation } = await customerWhoWrote();
    // The simulator rejects the templates whose names start with reject_.
    await createTemplate({
      name: 'reject_offer',
      language: 'en',
      category: 'UTILITY',
      body: { text: 'Hi there' },
    });
    const template = await reviewed(channel.channelId, 'reject_offer');
    expect(template.status).toBe('REJECTED');
    const response = await sendTemplate(conversation, { templateId: template.id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'TEMPLATE_NOT_APPROVED' });
  });

  it('does not find another channel’s template', async () => {
    const { conversation } = await customerWhoWrote();
    const other = await owner.api.ok<Channel>(
      'POST',
      '/api/v1/channels',
      {
        displayName: 'Support',
        businessAccountId: w.sim.seed.business.wabaId,
        apiKey: w.sim.seed.accessToken,
      },
      201,
    );
    await owner.api.ok('POST', templateRoutes.refresh.path.replace(':channelId', other.channelId));
    const theirs = await reviewed(other.channelId, 'order_update');
    const response = await sendTemplate(conversation, {
      templateId: theirs.id,
      variables: { body: ['Ada', '#1042'] },
    });
    expect(response.statusCode).toBe(404);
  });

  it('sends every card of a carousel with its parameters, and keeps the card the agent chose', async () => {
    const { waId, conversation } = await customerWhoWrote();
    const card = (handle: string) => ({
      header: { format: 'IMAGE' as const, handle },
      body: { text: 'Tulips in {{1}} today', examples: ['red'] },
      buttons: [
        { type: 'URL' as const, text: 'Shop', url: 'https://shop.example/tulips/{{1}}', example: 'red' },
      ],
    });
    await createTemplate({
      name: 'tulip_cards',
      language: 'en',
      category: 'MARKETING',
      templateType: 'Carousel',
      body: { text: 'Hi {{1}}, our picks for you', examples: ['Ada'] },
      cards: [card('https://cdn.example/red-tulips.jpg'), card('4::aW1hZ2UvanBlZw==:7')],
    });
    const template: Template = await reviewed(channel.channelId, 'tulip_cards');
    const variables = {
      body: ['Ada'],
      carousel: [
        { body: ['red'], buttons: ['red-tulips'] },
        { body: ['white'], buttons: ['white-tulips'] },
      ],
    };
    // The second card's sample is an upload handle, no media a send can carry: it needs its own.
    const withoutMedia = await sendTemplate(conversation, { templateId: template.id, variables });
    expect(withoutMedia.statusCode).toBe(400);
    expect(withoutMedia.json()).toEqual({
      code: 'TEMPLATE_HEADER_MEDIA_MISSING',
      message: errorMessages.TEMPLATE_HEADER_MEDIA_MISSING,
      details: [
        { path: 'variables.carousel.1.headerMedia', message: errorMessages.TEMPLATE_HEADER_MEDIA_MISSING },
      ],
    });
    const mediaId = await uploadPng(w.t.app, owner, 'white-tulips.png');
    variables.carousel[1] = {
      ...variables.carousel[1],
      headerMedia: { mediaId },
    } as (typeof variables.carousel)[1];

    const outOfRange = await sendTemplate(conversation, { templateId: template.id, variables, cardIndex: 2 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toMatchObject({ details: [{ path: 'cardIndex' }] });

    const response = await sendTemplate(conversation, { templateId: template.id, variables, cardIndex: 1 });
    expect(response.statusCode, response.body).toBe(201);
    const queued = response.json<Message>();
    expect(rendered(queued)).toMatchObject({
      body: 'Hi Ada, our picks for you',
      cardIndex: 1,
      cards: [
        {
          header: { format: 'IMAGE', link: 'https://cdn.example/red-tulips.jpg' },
          body: 'Tulips in red today',
          buttons: [{ type: 'URL', text: 'Shop', url: 'https://shop.example/tulips/red-tulips' }],
        },
        {
          header: { format: 'IMAGE', link: `/api/v1/media/${mediaId}` },
          body: 'Tulips in white today',
          buttons: [{ type: 'URL', text: 'Shop', url: 'https://shop.example/tulips/white-tulips' }],
        },
      ],
    });

    const onPhone = await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'template');
    const cardSent = (index: number, media: object, text: string, suffix: string) => ({
      card_index: index,
      components: [
        { type: 'header', parameters: [{ type: 'image', image: media }] },
        { type: 'body', parameters: [{ type: 'text', text }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: suffix }] },
      ],
    });
    expect((onPhone.request.template as { components: unknown }).components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: 'Ada' }] },
      {
        type: 'carousel',
        cards: [
          cardSent(0, { link: 'https://cdn.example/red-tulips.jpg' }, 'red', 'red-tulips'),
          cardSent(1, { id: expect.stringMatching(/^\d+$/) }, 'white', 'white-tulips'),
        ],
      },
    ]);
    await messageWithStatus(owner, conversation, queued.messageId, 'read');
  });

  describe('with an image header whose sample is an upload handle', () => {
    let image: Template;
    beforeAll(async () => {
      await createTemplate({
        name: 'spring_photo',
        language: 'en',
        category: 'MARKETING',
        header: { format: 'IMAGE', handle: '4::aW1hZ2UvcG5n:3' },
        body: { text: 'Spring is here' },
      });
      image = await reviewed(channel.channelId, 'spring_photo');
    });
    const headerSent = async (waId: string) => {
      const onPhone = await receivedByCustomer(
        w.sim,
        channel,
        waId,
        (message) => message.type === 'template',
      );
      return (onPhone.request.template as { components: { type: string; parameters: unknown[] }[] })
        .components[0];
    };

    it('refuses to send it before the header’s media is chosen', async () => {
      const { conversation } = await customerWhoWrote();
      const response = await sendTemplate(conversation, { templateId: image.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'TEMPLATE_HEADER_MEDIA_MISSING',
        details: [{ path: 'variables.headerMedia' }],
      });
      expect(await messagesOf(owner, conversation)).toHaveLength(1);
    });

    it('sends a stored image uploaded to the provider, and the thread shows that file', async () => {
      const { waId, conversation } = await customerWhoWrote();
      const mediaId = await uploadPng(w.t.app, owner, 'spring.png');
      const response = await sendTemplate(conversation, {
        templateId: image.id,
        variables: { headerMedia: { mediaId } },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(rendered(response.json<Message>()).header).toEqual({
        format: 'IMAGE',
        link: `/api/v1/media/${mediaId}`,
      });
      expect(await headerSent(waId)).toEqual({
        type: 'header',
        parameters: [{ type: 'image', image: { id: expect.stringMatching(/^\d+$/) } }],
      });
    });

    it('sends a public link as it is', async () => {
      const { waId, conversation } = await customerWhoWrote();
      const link = 'https://cdn.example/spring.jpg';
      const response = await sendTemplate(conversation, {
        templateId: image.id,
        variables: { headerMedia: { link } },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(rendered(response.json<Message>()).header).toEqual({ format: 'IMAGE', link });
      expect(await headerSent(waId)).toEqual({
        type: 'header',
        parameters: [{ type: 'image', image: { link } }],
      });
    });

    it('refuses a link that is not https, and a stored file of another kind', async () => {
      const { conversation } = await customerWhoWrote();
      const insecure = await sendTemplate(conversation, {
        templateId: image.id,
        variables: { headerMedia: { link: 'http://cdn.example/spring.jpg' } },
      });
      expect(insecure.statusCode).toBe(400);
      const document = await postForm(w.t.app, mediaRoutes.upload.path, owner.token, {
        file: { bytes: pdf, type: 'application/pdf', name: 'menu.pdf' },
      });
      const wrongKind = await sendTemplate(conversation, {
        templateId: image.id,
        variables: { headerMedia: { mediaId: document.json<MediaUploaded>().data.mediaId } },
      });
      expect(wrongKind.statusCode).toBe(415);
      expect(wrongKind.json()).toMatchObject({ code: 'MEDIA_TYPE_MISMATCH' });
    });
  });

  it('sends nothing to a blocked contact', async () => {
    const { conversation } = await customerWhoWrote();
    await owner.api.ok('PATCH', `/api/v1/contacts/${conversation.contact.contactId}/block`, {
      blocked: true,
    });
    const template = await reviewed(channel.channelId, 'order_update');
    const response = await sendTemplate(conversation, {
      templateId: template.id,
      variables: { body: ['Ada', '#1042'] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONTACT_BLOCKED' });
  });
});

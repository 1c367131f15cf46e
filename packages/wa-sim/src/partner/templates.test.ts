import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OnboardedApp, type PartnerSandbox, startPartnerSandbox } from './partner-sandbox';

let sandbox: PartnerSandbox;
let app: OnboardedApp;
beforeAll(async () => {
  sandbox = await startPartnerSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  app = await sandbox.onboardApp('GreenGrocer');
});

const customer = '447700900123';

const createTemplate = (form: Record<string, string>) =>
  sandbox.asToken(app.appToken, `/partner/app/${app.appId}/templates`, {
    form: {
      elementName: 'order_ready',
      languageCode: 'en',
      category: 'UTILITY',
      templateType: 'TEXT',
      content: 'Hi {{1}}, your order {{2}} is ready.',
      example: 'Hi Alan, your order #12 is ready.',
      footer: 'Green Grocer',
      buttons: JSON.stringify([{ type: 'QUICK_REPLY', text: 'Thanks' }]),
      ...form,
    },
  });

const templateEvent = (elementName: string) =>
  sandbox.partnerHooks.waitFor(() =>
    sandbox.events('template-event').find((event) => event.payload.elementName === elementName),
  );

const sendTemplate = (template: Record<string, unknown>, message?: Record<string, unknown>) =>
  sandbox.asToken(app.appToken, `/partner/app/${app.appId}/template/msg`, {
    form: {
      source: app.source,
      destination: customer,
      'src.name': app.name,
      template: JSON.stringify(template),
      ...(message ? { message: JSON.stringify(message) } : {}),
    },
  });

/** A header sample through the partner's `upload/media`: its handle. */
async function uploadSample(type = 'image/jpeg', name = 'sample.jpg'): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([Buffer.from('sample bytes')], { type }), name);
  form.set('file_type', type);
  const uploaded = await fetch(`${sandbox.sim.url}/partner/app/${app.appId}/upload/media`, {
    method: 'POST',
    headers: { token: app.appToken },
    body: form,
  });
  const { handleId } = (await uploaded.json()) as { handleId: { message: string } };
  return handleId.message;
}

const messageEvents = (gsId: string) =>
  sandbox.events('message-event').filter((event) => event.payload.id === gsId || event.payload.gsId === gsId);

describe('partner templates', () => {
  it('creates a template PENDING in the app’s own space and announces its approval with a template-event', async () => {
    const created = await createTemplate({});
    expect(created.body).toEqual({
      status: 'success',
      template: {
        id: expect.any(String),
        elementName: 'order_ready',
        languageCode: 'en',
        category: 'UTILITY',
        templateType: 'TEXT',
        status: 'PENDING',
        data: 'Hi {{1}}, your order {{2}} is ready.',
        meta: JSON.stringify({ example: 'Hi Alan, your order #12 is ready.' }),
        containerMeta: JSON.stringify({
          data: 'Hi {{1}}, your order {{2}} is ready.',
          sampleText: 'Hi Alan, your order #12 is ready.',
        }),
      },
    });
    const event = await templateEvent('order_ready');
    expect(event).toEqual({
      app: 'GreenGrocer',
      timestamp: expect.any(Number),
      version: 2,
      type: 'template-event',
      payload: {
        id: created.body.template.id,
        elementName: 'order_ready',
        languageCode: 'en',
        status: 'APPROVED',
      },
    });
    const listed = await sandbox.asToken(app.appToken, `/partner/app/${app.appId}/templates`);
    expect(listed.body.templates).toEqual([{ ...created.body.template, status: 'APPROVED' }]);
    expect(sandbox.receiver.received).toEqual([]);
  });

  it('rejects names starting with reject_ and lists the reason', async () => {
    await createTemplate({ elementName: 'reject_this' });
    const event = await templateEvent('reject_this');
    expect(event.payload).toMatchObject({ status: 'REJECTED', rejectedReason: 'INVALID_FORMAT' });
    const listed = await sandbox.asToken(app.appToken, `/partner/app/${app.appId}/templates`);
    expect(listed.body.templates[0]).toMatchObject({ status: 'REJECTED', reason: 'INVALID_FORMAT' });
  });

  it('refuses an example that does not fill in the content', async () => {
    const refused = await createTemplate({ example: 'Hello Alan' });
    expect(refused).toEqual({
      status: 400,
      body: { status: 'error', message: 'example must be the content with each variable filled in' },
    });
  });

  it('sends an approved template with its params, reported as enqueued then delivered', async () => {
    const created = await createTemplate({});
    await templateEvent('order_ready');
    const response = await sendTemplate({ id: created.body.template.id, params: ['Alan', '#12'] });
    expect(response.body).toEqual({ status: 'submitted', messageId: expect.any(String) });
    const gsId = response.body.messageId;
    const events = await sandbox.partnerHooks.waitFor(() => {
      const received = messageEvents(gsId);
      return received.some((event) => event.payload.type === 'delivered') && received;
    });
    expect(events[0].payload).toMatchObject({ id: gsId, type: 'enqueued', payload: { type: 'template' } });

    const sent = await sandbox.control(`/sent?phoneNumberId=${app.phoneNumberId}`);
    expect(sent.body.data[0].request.template).toEqual({
      name: 'order_ready',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Alan' },
            { type: 'text', text: '#12' },
          ],
        },
      ],
    });
  });

  it('sends a template in the Cloud API’s shape through v3, its button parameters with it', async () => {
    const created = await createTemplate({
      buttons: JSON.stringify([
        {
          type: 'URL',
          text: 'Track',
          url: 'https://grocer.example/{{1}}',
          buttonValue: 'https://grocer.example/',
          suffix: '12',
        },
      ]),
    });
    await templateEvent('order_ready');
    expect(created.status).toBe(200);
    const send = (body: object, token = app.appToken) =>
      fetch(`${sandbox.sim.url}/partner/app/${app.appId}/v3/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      });
    const template = {
      name: 'order_ready',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Alan' },
            { type: 'text', text: '#12' },
          ],
        },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '12' }] },
      ],
    };
    const message = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: customer,
      type: 'template',
    };

    const response = await send({ ...message, template });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { messages: { id: string }[] };
    expect(answer).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: customer, wa_id: customer }],
      messages: [{ id: expect.any(String) }],
    });
    const gsId = answer.messages[0]?.id ?? '';
    await sandbox.partnerHooks.waitFor(() =>
      messageEvents(gsId).some((event) => event.payload.type === 'enqueued'),
    );
    const sent = await sandbox.control(`/sent?phoneNumberId=${app.phoneNumberId}`);
    expect(sent.body.data[0].request.template).toEqual(template);

    const withoutProduct = await send({ to: customer, type: 'template', template });
    expect(withoutProduct.status).toBe(400);
    expect(await withoutProduct.json()).toEqual({
      status: 'error',
      message: expect.stringContaining('messaging_product'),
    });
    expect((await send({ ...message, template }, 'sk_not_a_token')).status).toBe(401);
  });

  it('fails a template that is unknown, not yet approved or given the wrong params with 4003', async () => {
    // Long enough for the second send to find it PENDING on a loaded machine.
    await sandbox.control('/config', { templateReviewDelayMs: 1000 });
    const created = await createTemplate({});
    const unknown = await sendTemplate({ id: '1234567890123456', params: [] });
    const pending = await sendTemplate({ id: created.body.template.id, params: ['Alan', '#12'] });
    await templateEvent('order_ready');
    const wrongParams = await sendTemplate({ id: created.body.template.id, params: ['Alan'] });
    for (const response of [unknown, pending, wrongParams]) {
      const gsId = response.body.messageId;
      const [failed] = await sandbox.partnerHooks.waitFor(
        () => messageEvents(gsId).length > 0 && messageEvents(gsId),
      );
      expect(failed.payload).toMatchObject({ id: gsId, type: 'failed', payload: { code: 4003 } });
    }
    await sandbox.control('/config', { templateReviewDelayMs: 50 });
  });

  it('creates an image template from an uploaded sample and sends it with a header image', async () => {
    const handle = await uploadSample();
    expect(handle).toMatch(/^4::/);

    const created = await createTemplate({
      elementName: 'weekly_offer',
      category: 'MARKETING',
      templateType: 'IMAGE',
      content: 'Fresh this week.',
      example: 'Fresh this week.',
      exampleMedia: handle,
    });
    expect(created.body.template).toMatchObject({ templateType: 'IMAGE', status: 'PENDING' });
    await templateEvent('weekly_offer');

    const response = await sendTemplate(
      { id: created.body.template.id, params: [] },
      { type: 'image', image: { link: 'https://cdn.parley.test/offer.jpg' } },
    );
    const gsId = response.body.messageId;
    const events = await sandbox.partnerHooks.waitFor(
      () => messageEvents(gsId).length >= 2 && messageEvents(gsId),
    );
    expect(events.map((event) => event.payload.type)).not.toContain('failed');
  });

  it('refuses a media template without an uploaded sample', async () => {
    const refused = await createTemplate({ templateType: 'IMAGE', exampleMedia: '4::bogus:123' });
    expect(refused).toEqual({
      status: 400,
      body: {
        status: 'error',
        message: `exampleMedia must be a handle from /partner/app/${app.appId}/upload/media`,
      },
    });
    const video = await uploadSample('video/mp4', 'clip.mp4');
    expect((await createTemplate({ templateType: 'IMAGE', exampleMedia: video })).body).toEqual({
      status: 'error',
      message: 'exampleMedia must be of type IMAGE for its header, got video/mp4',
    });
  });

  it('deletes every language of a template by element name', async () => {
    await createTemplate({});
    await createTemplate({ languageCode: 'de' });
    const path = `/partner/app/${app.appId}/template/order_ready`;
    expect((await sandbox.asToken(app.appToken, path, { method: 'DELETE' })).body).toEqual({
      status: 'success',
    });
    const listed = await sandbox.asToken(app.appToken, `/partner/app/${app.appId}/templates`);
    expect(listed.body.templates).toEqual([]);
    expect((await sandbox.asToken(app.appToken, path, { method: 'DELETE' })).status).toBe(400);
  });
});

describe('partner carousel templates', () => {
  const card = (media: Record<string, string | null>, overrides: Record<string, unknown> = {}) => ({
    headerType: 'IMAGE',
    mediaUrl: null,
    mediaId: null,
    exampleMedia: null,
    ...media,
    body: 'Fresh {{1}} this week',
    sampleText: 'Fresh tulips this week',
    buttons: [
      { type: 'QUICK_REPLY', text: 'More like this' },
      {
        type: 'URL',
        text: 'Buy now',
        url: 'https://shop.test/offer?promo={{1}}',
        buttonValue: 'https://shop.test/offer?promo=',
        suffix: 'spring',
        example: ['https://shop.test/offer?promo=spring'],
      },
    ],
    ...overrides,
  });

  const createCarousel = (cards: unknown, form: Record<string, string> = {}) =>
    sandbox.asToken(app.appToken, `/partner/app/${app.appId}/templates`, {
      form: {
        elementName: 'spring_cards',
        languageCode: 'en',
        category: 'MARKETING',
        vertical: 'MARKETING',
        templateType: 'CAROUSEL',
        content: 'Hi {{1}}, our spring picks',
        example: 'Hi Alan, our spring picks',
        enableSample: 'true',
        ...(cards === undefined ? {} : { cards: typeof cards === 'string' ? cards : JSON.stringify(cards) }),
        ...form,
      },
    });

  const listed = async () =>
    (await sandbox.asToken(app.appToken, `/partner/app/${app.appId}/templates`)).body.templates;

  it('creates a carousel from uploaded samples, lists it with its cards and announces its review', async () => {
    const cards = [
      card({ exampleMedia: await uploadSample() }),
      card({ exampleMedia: await uploadSample() }),
    ];
    const created = await createCarousel(cards);
    expect(created.status).toBe(200);
    expect(created.body.template).toMatchObject({
      elementName: 'spring_cards',
      category: 'MARKETING',
      templateType: 'CAROUSEL',
      status: 'PENDING',
      data: 'Hi {{1}}, our spring picks',
    });
    expect(JSON.parse(created.body.template.containerMeta)).toEqual({
      data: 'Hi {{1}}, our spring picks',
      sampleText: 'Hi Alan, our spring picks',
      cards,
    });

    const event = await templateEvent('spring_cards');
    expect(event.payload).toEqual({
      id: created.body.template.id,
      elementName: 'spring_cards',
      languageCode: 'en',
      status: 'APPROVED',
    });
    expect(await listed()).toEqual([{ ...created.body.template, status: 'APPROVED' }]);

    const path = `/partner/app/${app.appId}/template/spring_cards`;
    expect((await sandbox.asToken(app.appToken, path, { method: 'DELETE' })).body).toEqual({
      status: 'success',
    });
    expect(await listed()).toEqual([]);
  });

  it('reviews a carousel like any template: names starting with reject_ are rejected', async () => {
    const cards = [
      card({ exampleMedia: await uploadSample() }),
      card({ exampleMedia: await uploadSample() }),
    ];
    await createCarousel(cards, { elementName: 'reject_cards' });
    expect((await templateEvent('reject_cards')).payload).toMatchObject({
      status: 'REJECTED',
      rejectedReason: 'INVALID_FORMAT',
    });
    expect((await listed())[0]).toMatchObject({ templateType: 'CAROUSEL', status: 'REJECTED' });
  });

  it('takes a card’s media by URL or by the app’s media id, making the sample handle itself', async () => {
    const uploaded = await uploadSample('video/mp4', 'clip.mp4');
    const mediaId = uploaded.split(':').at(-1) ?? '';
    const video = { headerType: 'VIDEO' };
    const created = await createCarousel([
      card({ mediaUrl: 'https://cdn.shop.test/tulips.mp4' }, video),
      card({ mediaId }, video),
    ]);
    expect(created.status).toBe(200);
    const [byUrl, byId] = JSON.parse(created.body.template.containerMeta).cards;
    expect(byUrl).toMatchObject({ headerType: 'VIDEO', mediaUrl: 'https://cdn.shop.test/tulips.mp4' });
    expect(byId).toMatchObject({ headerType: 'VIDEO', mediaId: null, exampleMedia: uploaded });
  });

  it('refuses cards the platform would refuse, in the partner’s words', async () => {
    const image = { exampleMedia: await uploadSample() };
    const good = card(image);
    const refusals: [string, unknown, Record<string, string>, string][] = [
      ['bad JSON', '[{"headerType":', {}, 'Param cards: must be valid JSON'],
      ['no cards', undefined, {}, 'Param cards: is required for CAROUSEL templates'],
      ['one card', [good], {}, 'Param cards: must have at least 2 cards'],
      ['eleven cards', Array(11).fill(good), {}, 'Param cards: must have at most 10 cards'],
      [
        'a card without media',
        [good, card({})],
        {},
        'Param cards[1]: must have one of mediaUrl, mediaId or exampleMedia',
      ],
      [
        'cards not alike',
        [good, card(image, { buttons: [{ type: 'QUICK_REPLY', text: 'More' }] })],
        {},
        'Param cards: must all have the same header type, body and buttons',
      ],
      [
        'a document header',
        [good, card(image, { headerType: 'DOCUMENT' })],
        {},
        'Param cards[1].headerType: Invalid option: expected one of "IMAGE"|"VIDEO"',
      ],
      [
        'a card body over 160 characters',
        [card(image, { body: 'x'.repeat(161), sampleText: 'x'.repeat(161) }), good],
        {},
        'Param cards[0].body: Too big: expected string to have <=160 characters',
      ],
      [
        'three buttons',
        [card(image, { buttons: Array(3).fill({ type: 'QUICK_REPLY', text: 'More' }) }), good],
        {},
        'Param cards[0].buttons: must have at most 2 buttons',
      ],
      [
        'a copy-code button',
        [card(image, { buttons: [{ type: 'COPY_CODE', example: 'SPRING' }] }), good],
        {},
        'Param cards[0].buttons[0].type: must be a QUICK_REPLY, URL or PHONE_NUMBER button',
      ],
      [
        'a variable URL without its suffix',
        [card(image, { buttons: [{ type: 'URL', text: 'Buy', url: 'https://shop.test/{{1}}' }] }), good],
        {},
        'Param cards[0].buttons[0].suffix: is required for a url ending in {{1}}',
      ],
      [
        'a sample text that does not fill in the body',
        [good, card(image, { sampleText: 'Fresh this week' })],
        {},
        'cards[1].sampleText must be the body with each variable filled in',
      ],
      [
        'a handle the app did not upload',
        [good, card({ exampleMedia: '4::aW1hZ2UvanBlZw==:404' })],
        {},
        `cards[1].exampleMedia must be a handle from /partner/app/${app.appId}/upload/media`,
      ],
      [
        'an authentication carousel',
        [good, good],
        { category: 'AUTHENTICATION' },
        'Param category: must be MARKETING or UTILITY for CAROUSEL templates',
      ],
      [
        'a footer beside the cards',
        [good, good],
        { footer: 'Green Grocer' },
        'Param footer: is not taken by CAROUSEL templates: it belongs on the cards',
      ],
      [
        'cards on a text template',
        [good, good],
        { templateType: 'TEXT' },
        'Param cards: are only taken by CAROUSEL templates',
      ],
    ];
    for (const [what, cards, form, message] of refusals) {
      const refused = await createCarousel(cards, form);
      expect({ what, ...refused }).toEqual({ what, status: 400, body: { status: 'error', message } });
    }
    expect(await listed()).toEqual([]);
  });

  it('refuses a card sample of the wrong kind for its header', async () => {
    const video = await uploadSample('video/mp4', 'clip.mp4');
    const refused = await createCarousel([
      card({ exampleMedia: await uploadSample() }),
      card({ exampleMedia: video }),
    ]);
    expect(refused.body).toEqual({
      status: 'error',
      message: 'cards[1].exampleMedia must be of type IMAGE for its header, got video/mp4',
    });
  });
});

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

  it('fails a template that is unknown, not yet approved or given the wrong params with 4003', async () => {
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
  });

  it('creates an image template from an uploaded sample and sends it with a header image', async () => {
    const form = new FormData();
    form.set('file', new Blob([Buffer.from('jpeg bytes')], { type: 'image/jpeg' }), 'sample.jpg');
    form.set('file_type', 'image/jpeg');
    const uploaded = await fetch(`${sandbox.sim.url}/partner/app/${app.appId}/upload/media`, {
      method: 'POST',
      headers: { token: app.appToken },
      body: form,
    });
    const { handleId } = (await uploaded.json()) as { handleId: { message: string } };
    expect(handleId.message).toMatch(/^4::/);

    const created = await createTemplate({
      elementName: 'weekly_offer',
      category: 'MARKETING',
      templateType: 'IMAGE',
      content: 'Fresh this week.',
      example: 'Fresh this week.',
      exampleMedia: handleId.message,
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
        message: `exampleMedia must be a handle from /partner/app/${app.appId}/upload/media for IMAGE templates`,
      },
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

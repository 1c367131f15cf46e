import {
  type Channel,
  channelRoutes,
  limits,
  mediaRoutes,
  type PartnerApp,
  partnerRoutes,
} from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerApps } from '../../providers/partner/partner.apps';
import { createPartnerTemplates } from '../../providers/partner/partner.templates';
import { createPartnerClient } from '../../providers/partner/partner-client';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';
import { type FormFile, pdf, png, pngOfSize, postForm } from './media.test-files';

const seed = sandboxSeed();
let sim: Simulator;
let t: TestApp;
let owner: { accessToken: string; channelId: string };

beforeAll(async () => {
  sim = await startSimulator();
  t = await startTestApp({
    GRAPH_API_URL: sim.graphUrl,
    META_APP_ID: seed.app.appId,
    PARTNER_API_URL: sim.url,
    PARTNER_MESSAGING_URL: sim.url,
    PARTNER_EMAIL: seed.partner.email,
    PARTNER_CLIENT_SECRET: seed.partner.password,
  });
  const { accessToken } = await signUp(t.app);
  const channel = await t.app.inject({
    method: 'POST',
    url: channelRoutes.createCloud.path,
    headers: bearer(accessToken),
    payload: { displayName: 'Support', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
  });
  owner = { accessToken, channelId: channel.json<Channel>().channelId };
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const startUpload = (file: FormFile, as = owner) =>
  postForm(t.app, `${mediaRoutes.headerSession.path}?channelId=${as.channelId}`, as.accessToken, { file });

const sendBytes = (fields: Record<string, string | FormFile>, as = owner) =>
  postForm(t.app, `${mediaRoutes.headerHandle.path}?channelId=${as.channelId}`, as.accessToken, fields);

describe('header samples through the provider’s resumable upload', () => {
  it('opens an upload for the file, then answers the handle for its bytes', async () => {
    const file = { bytes: pdf, type: 'application/pdf', name: 'menu.pdf' };
    const session = await startUpload(file);
    expect(session.statusCode).toBe(200);
    const { id } = session.json<{ id: string }>();
    expect(id).toMatch(/^upload:\d+$/);

    const handle = await sendBytes({ id, offset: '0', file });
    expect(handle.statusCode).toBe(200);
    expect(handle.json()).toEqual({ h: expect.stringMatching(/^4::/) });
  });

  it('refuses a sample over 5 MB with the spec’s text', async () => {
    const file = { bytes: pngOfSize(limits.headerSampleMaxBytes + 1), type: 'image/png', name: 'big.png' };
    const expected = {
      code: 'FILE_OVER_5MB',
      message: 'Please upload a smaller file size. The following file exceed the 5MB size limit',
    };
    const session = await startUpload(file);
    expect(session.statusCode).toBe(413);
    expect(session.json()).toMatchObject(expected);
    expect((await sendBytes({ id: 'upload:1', file })).json()).toMatchObject(expected);
  });

  it('asks for both the file and the upload id', async () => {
    const file = { bytes: png, type: 'image/png', name: 'logo.png' };
    const incomplete: Record<string, string | FormFile>[] = [{ file }, { id: 'upload:1' }, { id: '', file }];
    for (const fields of incomplete) {
      const response = await sendBytes(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'FILE_AND_ID_REQUIRED',
        message: 'File and ID must be provided.',
      });
    }
  });

  it('sends nothing but an upload id to the provider', async () => {
    const file = { bytes: png, type: 'image/png', name: 'logo.png' };
    const response = await sendBytes({ id: '100000000000001/messages', file });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'id', message: 'This upload id is not valid' }],
    });
  });

  it('passes on the provider’s refusal of an unknown upload', async () => {
    const response = await sendBytes({
      id: 'upload:404',
      file: { bytes: png, type: 'image/png', name: 'a.png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_REFUSED' });
  });

  it('answers 404 for another account’s channel', async () => {
    const stranger = await signUp(t.app);
    const response = await startUpload(
      { bytes: png, type: 'image/png', name: 'logo.png' },
      { accessToken: stranger.accessToken, channelId: owner.channelId },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('header samples without a Meta app', () => {
  it('answers that template media uploads are not configured, rather than failing', async () => {
    const bare = await startTestApp({ GRAPH_API_URL: sim.graphUrl }, { database: t.database });
    try {
      const { accessToken } = await signUp(bare.app);
      const channel = await bare.app.inject({
        method: 'POST',
        url: channelRoutes.createCloud.path,
        headers: bearer(accessToken),
        payload: { displayName: 'Sales', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
      });
      const { channelId } = channel.json<Channel>();
      const response = await postForm(
        bare.app,
        `${mediaRoutes.headerSession.path}?channelId=${channelId}`,
        accessToken,
        { file: { bytes: png, type: 'image/png', name: 'logo.png' } },
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'HEADER_UPLOAD_NOT_CONFIGURED',
        message: 'Template media uploads are not configured on this server',
      });
    } finally {
      await bare.close();
    }
  });
});

describe('header samples of a partner channel, through the partner’s media upload', () => {
  let shop: { accessToken: string; channelId: string; appId: string };

  beforeAll(async () => {
    const { accessToken } = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: partnerRoutes.createApp.path,
      headers: bearer(accessToken),
      payload: { appName: 'SampleShop' },
    });
    const app = created.json<PartnerApp>();
    await fetch(app.link, { method: 'POST' });
    const channel = await t.app.inject({
      method: 'POST',
      url: partnerRoutes.createChannel.path.replace(':appId', app.appId),
      headers: bearer(accessToken),
      payload: { displayName: 'Shop' },
    });
    shop = { accessToken, channelId: channel.json<Channel>().channelId, appId: app.appId };
  });

  it('answers a handle the partner accepts as a media template’s example', async () => {
    const file = { bytes: pdf, type: 'application/pdf', name: 'menu.pdf' };
    const session = await startUpload(file, shop);
    expect(session.statusCode).toBe(200);
    const { id } = session.json<{ id: string }>();
    const handle = await sendBytes({ id, offset: '0', file }, shop);
    expect(handle.statusCode).toBe(200);
    const { h } = handle.json<{ h: string }>();
    expect(h).toMatch(/^4::/);

    const partnerClient = createPartnerClient({
      apiUrl: sim.url,
      messagingUrl: sim.url,
      email: seed.partner.email,
      clientSecret: seed.partner.password,
    });
    const appToken = await partnerApps(partnerClient).token(shop.appId);
    const templates = createPartnerTemplates(partnerClient, { appId: shop.appId, appToken });
    const template = (handleId: string) => ({
      name: 'weekly_menu',
      language: 'en',
      category: 'MARKETING',
      components: [
        { type: 'HEADER', format: 'DOCUMENT', example: { header_handle: [handleId] } },
        { type: 'BODY', text: 'This week’s menu.' },
      ],
      allowCategoryChange: true,
    });
    await expect(templates.create(template(h))).resolves.toMatchObject({ status: 'PENDING' });
    await expect(templates.create(template('4::bogus:1'))).rejects.toThrow(/exampleMedia must be a handle/);
  });

  it('refuses bytes that are not the whole file announced', async () => {
    const file = { bytes: png, type: 'image/png', name: 'logo.png' };
    const { id } = (await startUpload(file, shop)).json<{ id: string }>();
    const resumed = await sendBytes({ id, offset: '10', file }, shop);
    expect(resumed.statusCode).toBe(400);
    expect(resumed.json()).toMatchObject({
      code: 'PROVIDER_REFUSED',
      message: `The partner provider takes the whole file at once: ${png.length} bytes from offset 0`,
    });
  });

  it('refuses an upload id it did not open', async () => {
    const response = await sendBytes(
      { id: 'upload:404', file: { bytes: png, type: 'image/png', name: 'a.png' } },
      shop,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_REFUSED' });
  });
});

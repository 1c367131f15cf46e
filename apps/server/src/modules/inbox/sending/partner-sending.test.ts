import {
  type Channel,
  type Conversation,
  inboxRoutes,
  type Message,
  mediaRoutes,
  type PartnerApp,
  type TemplateList,
  templateRoutes,
} from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { signUp, startTestApp, type TestApp } from '../../../test/harness';
import { png, postForm } from '../../media/media.test-files';
import { eventually, type Member, memberOf, newCustomer, simulator } from '../inbox-workspace.test-helpers';
import {
  conversationWithCustomer,
  messageWithStatus,
  pathOf,
  receivedByCustomer,
  sendMessage,
  uploadPng,
} from './sending.test-helpers';

const seed = sandboxSeed();
let sim: Simulator;
let t: TestApp;
let owner: Member;
let channel: Channel;

/** A partner channel as the wizard leaves it: app, signup, channel, webhook. */
beforeAll(async () => {
  sim = await startSimulator({ statusDelaysMs: { delivered: 20, read: 20 }, templateReviewDelayMs: 10 });
  const port = await freePort();
  t = await startTestApp(
    {
      GRAPH_API_URL: sim.graphUrl,
      PARTNER_API_URL: sim.url,
      PARTNER_MESSAGING_URL: sim.url,
      PARTNER_EMAIL: seed.partner.email,
      PARTNER_CLIENT_SECRET: seed.partner.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    { clock: () => new Date(sim.now()) },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
  owner = await memberOf(t, (await signUp(t.app)).accessToken);
  const app = await owner.api.ok<PartnerApp>(
    'POST',
    '/api/v1/partner/apps',
    { appName: 'BloomFlowers' },
    201,
  );
  expect((await fetch(app.link, { method: 'POST' })).ok).toBe(true);
  channel = await owner.api.ok<Channel>(
    'POST',
    `/api/v1/partner/apps/${app.appId}/channel`,
    { displayName: 'Bloom' },
    201,
  );
  await owner.api.ok('PUT', `/api/v1/partner/apps/${app.appId}/webhook`);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

async function customerWhoWrote(): Promise<{ waId: string; conversation: Conversation }> {
  const waId = newCustomer();
  await simulator(sim, 'POST', `/_sim/customers/${waId}/messages`, {
    phoneNumberId: channel.phoneNumberId,
    message: { type: 'text', text: { body: 'Do you deliver today?' } },
  });
  const conversation = await conversationWithCustomer(owner, channel, waId);
  return { waId, conversation };
}

describe('sending through the partner provider', () => {
  it('sends a text, whose statuses come back by the partner’s webhooks', async () => {
    const { waId, conversation } = await customerWhoWrote();
    const queued = await sendMessage(owner, conversation, {
      type: 'text',
      text: { body: 'Yes, until 6 pm' },
    });
    const onPhone = await receivedByCustomer(sim, channel, waId, (message) => message.type === 'text');
    expect(onPhone.request.text).toEqual({ body: 'Yes, until 6 pm' });
    const read = await messageWithStatus(owner, conversation, queued.messageId, 'read');
    expect(read.providerMessageId).not.toBeNull();
  });

  it('sends a stored image by a link that opens that file without signing in, until it is tampered with', async () => {
    const { waId, conversation } = await customerWhoWrote();
    const mediaId = await uploadPng(t.app, owner, 'bouquet.png');
    await sendMessage(owner, conversation, { type: 'image', mediaId, caption: 'Your bouquet' });

    const onPhone = await receivedByCustomer(sim, channel, waId, (message) => message.type === 'image');
    const { link, caption } = onPhone.request.image as { link: string; caption: string };
    expect(caption).toBe('Your bouquet');
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);

    const tampered = new URL(link);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 1));
    expect((await fetch(tampered)).status).toBe(404);
  });

  it('sends an approved template with its header and body variables', async () => {
    const { waId, conversation } = await customerWhoWrote();
    const templatesPath = templateRoutes.list.path.replace(':channelId', channel.channelId);
    await owner.api.ok(
      'POST',
      templatesPath,
      {
        name: 'bloom_offer',
        language: 'en',
        category: 'MARKETING',
        header: { format: 'TEXT', text: 'Fresh {{1}}', example: 'tulips' },
        body: { text: 'Hi {{1}}, {{2}} off today only.', examples: ['Ada', '10%'] },
      },
      201,
    );
    const template = await eventually(async () => {
      const { data } = await owner.api.ok<TemplateList>('GET', `${templatesPath}?search=bloom_offer`);
      return data.find((candidate) => candidate.status === 'APPROVED');
    });
    const queued = await owner.api.ok<Message>(
      'POST',
      pathOf(inboxRoutes.sendTemplate.path, conversation.conversationId),
      { templateId: template.id, variables: { headers: ['roses'], body: ['Ada', '20%'] } },
      201,
    );

    const onPhone = await receivedByCustomer(sim, channel, waId, (message) => message.type === 'template');
    expect((onPhone.request.template as { components: unknown }).components).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: 'roses' }] },
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Ada' },
          { type: 'text', text: '20%' },
        ],
      },
    ]);
    await messageWithStatus(owner, conversation, queued.messageId, 'read');
  });

  it('sends a template’s header picture as a signed link, with its website button’s suffix', async () => {
    const { waId, conversation } = await customerWhoWrote();
    const templatesPath = templateRoutes.list.path.replace(':channelId', channel.channelId);
    await owner.api.ok(
      'POST',
      templatesPath,
      {
        name: 'bloom_coupon',
        language: 'en',
        category: 'MARKETING',
        header: { format: 'IMAGE', handle: await headerSample() },
        body: { text: 'Hi {{1}}, spring is here', examples: ['Ada'] },
        buttons: [{ type: 'URL', text: 'Shop', url: 'https://bloom.example/{{1}}', example: 'spring' }],
      },
      201,
    );
    const template = await eventually(async () => {
      const { data } = await owner.api.ok<TemplateList>('GET', `${templatesPath}?search=bloom_coupon`);
      return data.find((candidate) => candidate.status === 'APPROVED');
    });
    const mediaId = await uploadPng(t.app, owner, 'spring.png');
    const queued = await owner.api.ok<Message>(
      'POST',
      pathOf(inboxRoutes.sendTemplate.path, conversation.conversationId),
      {
        templateId: template.id,
        variables: { headerMedia: { mediaId }, body: ['Ada'], buttons: ['tulips'] },
      },
      201,
    );

    const onPhone = await receivedByCustomer(sim, channel, waId, (message) => message.type === 'template');
    type Sent = { type: string; parameters: { image?: { link: string } }[] };
    const [header, ...rest] = (onPhone.request.template as { components: Sent[] }).components;
    const link = header?.parameters[0]?.image?.link ?? '';
    expect(Buffer.from(await (await fetch(link)).arrayBuffer())).toEqual(png);
    expect(rest).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: 'Ada' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'tulips' }] },
    ]);
    await messageWithStatus(owner, conversation, queued.messageId, 'read');
  });
});

/** A header sample uploaded through Parley to the partner, as the template builder does: its handle. */
async function headerSample(): Promise<string> {
  const query = `?channelId=${channel.channelId}`;
  const file = { bytes: png, type: 'image/png', name: 'sample.png' };
  const session = await postForm(t.app, `${mediaRoutes.headerSession.path}${query}`, owner.token, { file });
  const { id } = session.json<{ id: string }>();
  const handle = await postForm(t.app, `${mediaRoutes.headerHandle.path}${query}`, owner.token, {
    id,
    offset: '0',
    file,
  });
  return handle.json<{ h: string }>().h;
}

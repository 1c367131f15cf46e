import {
  type ApiError,
  errorMessages,
  type OutboundWebhookDeliveryList,
  type OutboundWebhookEndpoint,
  type OutboundWebhookEndpointList,
  type OutboundWebhookEndpointWithSecret,
  outboundWebhookLimits,
  outboundWebhookRoutes as routes,
  validationMessages,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../../test/harness';
import { type Api, addTeammate, apiAs, type Member, memberOf } from '../inbox/inbox-workspace.test-helpers';

/**
 * Embedded mode is the configuration's (no DATABASE_URL): `embedded` runs as an embedded server and
 * `server` as one given its own PostgreSQL, on the same database (PGlite, or TEST_DATABASE_URL's).
 */
let embedded: TestApp;
let server: TestApp;
let owner: Member;
let ownerOnServer: Api;
let stranger: Api;

// The two share their secrets, so that a token of one is good on the other.
const secrets = {
  JWT_SECRET: 'outbound-webhooks-routes-test-secret-0123456789',
  PARLEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

beforeAll(async () => {
  embedded = await startTestApp({ ...secrets, DATABASE_URL: undefined });
  server = await startTestApp(
    { ...secrets, DATABASE_URL: 'postgres://parley@127.0.0.1:1/not-used' },
    { database: embedded.database },
  );
  owner = await memberOf(embedded, (await signUp(embedded.app)).accessToken);
  ownerOnServer = apiAs(server, owner.token);
  stranger = apiAs(embedded, (await signUp(embedded.app)).accessToken);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await embedded?.close();
});

const publicUrl = 'https://93.184.215.14/hooks/parley';
const endpointPath = (path: string, endpointId: string) => path.replace(':endpointId', endpointId);
const create = (api: Api, input: object) =>
  api.ok<OutboundWebhookEndpointWithSecret>(
    'POST',
    routes.create.path,
    { url: publicUrl, events: ['message.received'], ...input },
    201,
  );
const listed = async (api: Api = owner.api) =>
  (await api.ok<OutboundWebhookEndpointList>('GET', routes.list.path)).data;
const withoutSecret = ({ secret: _, ...endpoint }: OutboundWebhookEndpointWithSecret) => endpoint;

describe('POST /api/v1/outbound-webhooks', () => {
  it('adds an enabled endpoint and answers its signing secret this once', async () => {
    const created = await create(owner.api, { events: ['message.received', 'order.received'] });

    expect(created).toEqual({
      endpointId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: publicUrl,
      events: ['message.received', 'order.received'],
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
      secret: expect.stringMatching(/^whsec_[\w-]{32}$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const inList = (await listed()).find((endpoint) => endpoint.endpointId === created.endpointId);
    expect(inList).toEqual(withoutSecret(created));
    expect(JSON.stringify(await listed())).not.toContain(created.secret);
  });

  it('adds an endpoint disabled by the admin when asked', async () => {
    expect(await create(owner.api, { enabled: false })).toMatchObject({
      enabled: false,
      disabledReason: 'byUser',
      disabledAt: expect.any(String),
    });
  });

  it('refuses a malformed address, an unknown event, no events and an event named twice', async () => {
    const cases: [object, string, string][] = [
      [{ url: 'not an address' }, 'url', validationMessages.webhookUrlInvalid],
      [{ url: 'ftp://93.184.215.14/hooks' }, 'url', validationMessages.webhookUrlInvalid],
      [{ events: ['message.recieved'] }, 'events.0', validationMessages.webhookEventUnknown],
      [{ events: ['message.received', 'order.shipped'] }, 'events.1', validationMessages.webhookEventUnknown],
      [{ events: [] }, 'events', validationMessages.webhookEventsRequired],
      [{ events: ['order.received', 'order.received'] }, 'events', validationMessages.webhookEventsRepeated],
    ];
    const before = await listed();
    for (const [input, path, message] of cases) {
      const response = await owner.api.call('POST', routes.create.path, {
        url: publicUrl,
        events: ['message.received'],
        ...input,
      });
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.json<ApiError>(), JSON.stringify(input)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path, message }],
      });
    }
    expect(await listed()).toEqual(before);
  });

  it('refuses plain HTTP, and private, loopback and link-local addresses, on a server with its own database', async () => {
    const cases: [string, 'WEBHOOK_URL_NOT_HTTPS' | 'WEBHOOK_URL_NOT_PUBLIC'][] = [
      ['http://127.0.0.1:8080/hooks', 'WEBHOOK_URL_NOT_HTTPS'],
      ['http://93.184.215.14/hooks', 'WEBHOOK_URL_NOT_HTTPS'],
      ['https://localhost:8443/hooks', 'WEBHOOK_URL_NOT_PUBLIC'],
      ['https://10.0.0.7/hooks', 'WEBHOOK_URL_NOT_PUBLIC'],
      ['https://169.254.169.254/latest', 'WEBHOOK_URL_NOT_PUBLIC'],
      ['https://[::1]/hooks', 'WEBHOOK_URL_NOT_PUBLIC'],
    ];
    const before = await listed();
    for (const [url, code] of cases) {
      const response = await ownerOnServer.call('POST', routes.create.path, {
        url,
        events: ['message.status'],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ApiError>(), url).toEqual({
        code,
        message: errorMessages[code],
        details: [{ path: 'url', message: errorMessages[code] }],
      });
    }
    expect(await listed()).toEqual(before);
    await create(ownerOnServer, { url: publicUrl });
  });

  it('takes plain HTTP to localhost on an embedded server, and still no other private address', async () => {
    expect(await create(owner.api, { url: 'http://localhost:4000/hooks' })).toMatchObject({
      url: 'http://localhost:4000/hooks',
    });
    const response = await owner.api.call('POST', routes.create.path, {
      url: 'https://192.168.1.20/hooks',
      events: ['message.status'],
    });
    expect(response.json<ApiError>().code).toBe('WEBHOOK_URL_NOT_PUBLIC');
  });

  it('refuses an address whose host name does not resolve', async () => {
    const response = await owner.api.call('POST', routes.create.path, {
      url: 'https://hooks.no-such-host.invalid/parley',
      events: ['message.status'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('WEBHOOK_URL_UNRESOLVED');
  });

  it(`keeps an account to ${outboundWebhookLimits.endpointsPerAccount} endpoints`, async () => {
    const admin = await memberOf(embedded, (await signUp(embedded.app)).accessToken);
    for (let index = 0; index < outboundWebhookLimits.endpointsPerAccount; index++)
      await create(admin.api, {});
    const response = await admin.api.call('POST', routes.create.path, {
      url: publicUrl,
      events: ['message.status'],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>().code).toBe('WEBHOOK_ENDPOINT_LIMIT');
  });
});

describe('PATCH /api/v1/outbound-webhooks/:endpointId', () => {
  it('changes the address and the events, and leaves what is not given', async () => {
    const created = await create(owner.api, {});
    const changed = await owner.api.ok<OutboundWebhookEndpoint>(
      'PATCH',
      endpointPath(routes.update.path, created.endpointId),
      { url: 'https://93.184.215.14/v2/hooks', events: ['campaign.finished', 'conversation.assigned'] },
    );
    expect(changed).toMatchObject({
      url: 'https://93.184.215.14/v2/hooks',
      events: ['campaign.finished', 'conversation.assigned'],
      enabled: true,
    });
    const eventsOnly = await owner.api.ok<OutboundWebhookEndpoint>(
      'PATCH',
      endpointPath(routes.update.path, created.endpointId),
      { events: ['message.status'] },
    );
    expect(eventsOnly).toMatchObject({ url: 'https://93.184.215.14/v2/hooks', events: ['message.status'] });
  });

  it('disables and enables an endpoint, saying who disabled it', async () => {
    const created = await create(owner.api, {});
    const path = endpointPath(routes.update.path, created.endpointId);
    expect(await owner.api.ok('PATCH', path, { enabled: false })).toMatchObject({
      enabled: false,
      disabledReason: 'byUser',
      disabledAt: expect.any(String),
    });
    expect(await owner.api.ok('PATCH', path, { enabled: true })).toMatchObject({
      enabled: true,
      disabledReason: null,
      disabledAt: null,
    });
  });

  it('checks a new address as the creation does', async () => {
    const created = await create(ownerOnServer, {});
    const response = await ownerOnServer.call('PATCH', endpointPath(routes.update.path, created.endpointId), {
      url: 'https://10.9.8.7/hooks',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('WEBHOOK_URL_NOT_PUBLIC');
    const unknown = await owner.api.call('PATCH', endpointPath(routes.update.path, created.endpointId), {
      events: ['message.sent'],
    });
    expect(unknown.json<ApiError>().details).toEqual([
      { path: 'events.0', message: validationMessages.webhookEventUnknown },
    ]);
  });
});

describe('POST /api/v1/outbound-webhooks/:endpointId/roll-secret', () => {
  it('answers a new secret, once, and keeps the endpoint as it was', async () => {
    const created = await create(owner.api, {});
    const rolled = await owner.api.ok<OutboundWebhookEndpointWithSecret>(
      'POST',
      endpointPath(routes.rollSecret.path, created.endpointId),
    );
    expect(rolled.secret).toMatch(/^whsec_/);
    expect(rolled.secret).not.toBe(created.secret);
    expect(rolled).toMatchObject({
      endpointId: created.endpointId,
      url: created.url,
      events: created.events,
    });
  });
});

describe('DELETE /api/v1/outbound-webhooks/:endpointId', () => {
  it('deletes the endpoint, which is then not found', async () => {
    const created = await create(owner.api, {});
    await owner.api.ok('DELETE', endpointPath(routes.remove.path, created.endpointId));
    expect((await listed()).map((endpoint) => endpoint.endpointId)).not.toContain(created.endpointId);
    const again = await owner.api.call('DELETE', endpointPath(routes.remove.path, created.endpointId));
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/v1/outbound-webhooks/:endpointId/deliveries', () => {
  it('answers an empty log for an endpoint nothing was sent to', async () => {
    const created = await create(owner.api, {});
    expect(
      await owner.api.ok<OutboundWebhookDeliveryList>(
        'GET',
        `${endpointPath(routes.deliveries.path, created.endpointId)}?page=1&records=10`,
      ),
    ).toEqual({ data: [], totalRecords: 0 });
    const resend = await owner.api.call(
      'POST',
      routes.resend.path
        .replace(':endpointId', created.endpointId)
        .replace(':deliveryId', '00000000-0000-4000-8000-000000000000'),
    );
    expect(resend.statusCode).toBe(404);
  });
});

describe('who may manage endpoints', () => {
  it("answers 404 for another account's endpoint, whatever the call", async () => {
    const created = await create(owner.api, {});
    const calls: [string, string, object?][] = [
      ['PATCH', endpointPath(routes.update.path, created.endpointId), { enabled: false }],
      ['DELETE', endpointPath(routes.remove.path, created.endpointId)],
      ['POST', endpointPath(routes.rollSecret.path, created.endpointId)],
      ['GET', endpointPath(routes.deliveries.path, created.endpointId)],
      [
        'POST',
        routes.resend.path
          .replace(':endpointId', created.endpointId)
          .replace(':deliveryId', '00000000-0000-4000-8000-000000000000'),
      ],
    ];
    for (const [method, url, payload] of calls) {
      const response = await stranger.call(method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await listed(stranger)).toEqual([]);
    expect((await listed()).find((endpoint) => endpoint.endpointId === created.endpointId)).toMatchObject({
      enabled: true,
    });
  });

  it('lets only account admins in: managers and agents are refused', async () => {
    for (const roleName of ['manager', 'agent'] as const) {
      const member = await addTeammate(embedded, owner, roleName);
      const list = await member.api.call('GET', routes.list.path);
      expect(list.statusCode, roleName).toBe(403);
      const add = await member.api.call('POST', routes.create.path, {
        url: publicUrl,
        events: ['message.received'],
      });
      expect(add.statusCode, roleName).toBe(403);
    }
  });
});

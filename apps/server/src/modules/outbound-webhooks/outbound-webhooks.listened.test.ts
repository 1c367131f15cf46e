import {
  type Channel,
  inboxRoutes,
  type Message,
  type OutboundWebhookEndpointWithSecret,
  type OutboundWebhookEvent,
  outboundWebhookRoutes as routes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import {
  type Api,
  apiAs,
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
} from '../inbox/inbox-workspace.test-helpers';
import { startReceivingWorkspace } from './outbound-webhooks.test-helpers';
import { dataOf, type WebhookReceiver } from './webhook-receiver.test-helpers';

/**
 * Each process keeps what its accounts' endpoints listen to (listened-events.ts): a business with no
 * endpoint yet, whose first events nobody heard.
 */
let workspace: Awaited<ReturnType<typeof startReceivingWorkspace>>;
let w: InboxWorkspace;
let shop: { owner: Member; channel: Channel };
let receiver: WebhookReceiver;

beforeAll(async () => {
  workspace = await startReceivingWorkspace();
  ({ w, receiver } = workspace);
  shop = workspace;
}, 60_000);
afterAll(() => workspace?.close());

describe('an account whose events nobody listened to', () => {
  const waId = newCustomer();
  const endpointAs = (api: Api, path: string, events: OutboundWebhookEvent[]) =>
    api.ok<OutboundWebhookEndpointWithSecret>(
      'POST',
      routes.create.path,
      { url: receiver.url(path), events },
      201,
    );

  it('is heard from the moment an endpoint is registered', async () => {
    await w.customerWrites(shop.channel, waId, 'Before any endpoint');
    await w.conversationOf(shop.owner, shop.channel, waId);
    receiver.knows('/late', (await endpointAs(shop.owner.api, '/late', ['message.received'])).secret);

    await w.customerWrites(shop.channel, waId, 'After the endpoint');
    await eventually(async () =>
      receiver
        .at('/late')
        .some((delivery) => dataOf(delivery, 'message.received').text === 'After the endpoint'),
    );
  });

  // PGlite runs one process. On PostgreSQL an API process (here one sharing this one's database and
  // secrets) registers the endpoint, and this one, the only worker, which sends the message and takes
  // its statuses, must hear of it.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'is heard when another process registered the endpoint',
    async () => {
      const apiProcess = await startTestApp(
        {
          PARLEY_ROLES: 'api',
          DATABASE_URL: undefined,
          JWT_SECRET: w.t.config.jwtSecret,
          PARLEY_ENCRYPTION_KEY: w.t.config.encryptionKey.toString('base64'),
        },
        { database: w.t.database },
      );
      try {
        const endpoint = await endpointAs(apiAs(apiProcess, shop.owner.token), '/late-status', [
          'message.status',
        ]);
        receiver.knows('/late-status', endpoint.secret);
        const conversation = await w.conversationOf(shop.owner, shop.channel, waId);
        const message = await shop.owner.api.ok<Message>(
          'POST',
          inboxRoutes.sendMessage.path.replace(':conversationId', conversation.conversationId),
          { type: 'text', text: { body: 'We heard you' } },
          201,
        );
        await eventually(async () =>
          receiver
            .at('/late-status')
            .some((delivery) => dataOf(delivery, 'message.status').messageId === message.messageId),
        );
      } finally {
        await apiProcess.close();
      }
    },
  );
});

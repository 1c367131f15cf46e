import * as contract from '@parley/contract';
import {
  type AssignedTagList,
  apiKeyRoutes,
  type CampaignCreated,
  type Chatbot,
  type ContactGroup,
  type ContactImport,
  type Conversation,
  type CreatedApiKey,
  campaignRoutes,
  can,
  catalogRoutes,
  chatbotRoutes,
  contactGroupRoutes,
  inboxRoutes,
  type MediaUploaded,
  type MessageList,
  type OrderList,
  type OutboundWebhookDeliveryList,
  orderRoutes,
  outboundWebhookRoutes,
  type Product,
  permissionMatrix,
  type QuickReply,
  quickReplyRoutes,
  type RoleName,
  type RouteDefinition,
  roleNames,
  type Tag,
  type TemplateCreated,
  type TemplateList,
  templateRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf } from '../modules/contacts/contact-imports.test-files';
import {
  customerSends,
  eventually,
  type InboxWorkspace,
  type Member,
  startInboxWorkspace,
} from '../modules/inbox/inbox-workspace.test-helpers';
import { png, postForm } from '../modules/media/media.test-files';
import { insertEndpoint } from '../modules/outbound-webhooks/outbound-webhooks.repo';

/**
 * Walks every operation of the OpenAPI document as each role of account A, every id in it one of
 * account B's: a role the matrix leaves out is refused with 403 before anything is read, a role it
 * names is never refused for its role, a call naming one of B's objects in its path never succeeds,
 * and no successful answer holds any of B's ids (a list filtered by B's channel is merely empty).
 * A route added without a rule has no contract definition with a capability, and fails the walk.
 */

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let w: InboxWorkspace;
let roles: Record<RoleName, Member>;
/** Account B's ids, by the name a route gives them. */
let idsOfB: Record<string, string>;
let operations: { method: Method; path: string; operation: Operation }[];
/** An API key of account A, for the public API's routes. */
let apiKeyOfA: string;

beforeAll(async () => {
  w = await startInboxWorkspace();
  const a = await w.newBusiness();
  roles = {
    accountAdmin: a.owner,
    manager: await w.addTeammate(a.owner, 'manager', 'Mia'),
    agent: await w.addTeammate(a.owner, 'agent', 'Omar'),
  };
  idsOfB = await accountB(w);
  apiKeyOfA = (await a.owner.api.ok<CreatedApiKey>('POST', apiKeyRoutes.create.path, { name: 'Walk' }, 201))
    .apiKey;
  const document = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path: path.replace(/\{(\w+)\}/g, ':$1'),
      operation,
    })),
  );
}, 60_000);

afterAll(() => w?.close());

describe('the permission matrix on every route', () => {
  it('has a contract definition for every operation, with a capability for each signed-in one', () => {
    expect(operations.length).toBeGreaterThan(50);
    const unruled = operations
      .filter(({ method, path }) => definitionOf(method, path)?.auth === undefined)
      .map(({ method, path }) => `${method} ${path}`);
    expect(unruled).toEqual([]);
    for (const { method, path } of operations) {
      const definition = definitionOf(method, path);
      if (definition?.auth === 'bearer') expect(permissionMatrix).toHaveProperty(definition.capability);
    }
  });

  it("refuses exactly the roles the matrix leaves out, and lets no role succeed on another account's ids", async () => {
    const outcomes: string[] = [];
    for (const { method, path, operation } of operations) {
      const definition = definitionOf(method, path);
      if (definition?.auth !== 'bearer') continue;
      const request = requestWithIdsOfB(method, path, operation);
      for (const roleName of roleNames) {
        const response = await roles[roleName].api.call(method, request.url, request.payload);
        const allowed = can(roleName, definition.capability);
        const refused = response.statusCode === 403;
        const succeeded = response.statusCode < 300;
        const wrong =
          refused !== !allowed ||
          response.statusCode >= 500 ||
          (succeeded && request.pathHasIdOfB) ||
          (succeeded && Object.values(idsOfB).some((id) => response.body.includes(id)));
        if (wrong) outcomes.push(`${roleName} ${method} ${path} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(outcomes).toEqual([]);
  }, 120_000);

  it("admits public API calls by an API key alone, and never to another account's ids", async () => {
    const publicRoutes = operations.filter(
      ({ method, path }) => definitionOf(method, path)?.auth === 'apiKey',
    );
    expect(publicRoutes.length).toBeGreaterThan(0);
    const outcomes: string[] = [];
    for (const { method, path, operation } of publicRoutes) {
      const request = requestWithIdsOfB(method, path, operation);
      const withKey = (key: string | undefined) =>
        w.t.app.inject({
          method,
          url: request.url,
          headers: key ? { 'x-api-key': key } : {},
          ...(request.payload ? { payload: request.payload } : {}),
        });
      const withoutKey = await withKey(undefined);
      const signedIn = await roles.accountAdmin.api.call(method, request.url, request.payload);
      const response = await withKey(apiKeyOfA);
      const succeeded = response.statusCode < 300;
      if (
        withoutKey.statusCode !== 401 ||
        signedIn.statusCode !== 401 ||
        response.statusCode >= 500 ||
        (succeeded && request.pathHasIdOfB) ||
        (succeeded && Object.values(idsOfB).some((id) => response.body.includes(id)))
      )
        outcomes.push(
          `${method} ${path} → ${withoutKey.statusCode} / ${signedIn.statusCode} / ${response.statusCode} ${response.body}`,
        );
    }
    expect(outcomes).toEqual([]);
  });

  it('admits no signed-in user, whatever the role, to the operator routes', async () => {
    const operatorRoutes = operations.filter(
      ({ method, path }) => definitionOf(method, path)?.auth === 'operator',
    );
    expect(operatorRoutes.length).toBeGreaterThan(0);
    for (const { method, path, operation } of operatorRoutes) {
      const request = requestWithIdsOfB(method, path, operation);
      for (const roleName of roleNames) {
        const response = await roles[roleName].api.call(method, request.url, request.payload);
        expect(response.statusCode, `${roleName} ${method} ${path}`).toBe(401);
      }
    }
  });
});

const definitions: RouteDefinition[] = Object.values(contract as Record<string, unknown>)
  .filter(isRouteGroup)
  .flatMap((group) => Object.values(group));

function definitionOf(method: Method, path: string): RouteDefinition | undefined {
  return definitions.find((definition) => definition.method === method && definition.path === path);
}

function isRouteGroup(value: unknown): value is Record<string, RouteDefinition> {
  if (typeof value !== 'object' || value === null) return false;
  const entries = Object.values(value);
  return (
    entries.length > 0 &&
    entries.every(
      (entry) => typeof entry === 'object' && entry !== null && 'path' in entry && 'method' in entry,
    )
  );
}

/** The call with B's ids wherever the route takes an id, and plausible values elsewhere. */
function requestWithIdsOfB(method: Method, path: string, operation: Operation) {
  const idOfB = (name: string) => {
    const id = idsOfB[name];
    if (!id) throw new Error(`the walk has no id of account B for "${name}" (${method} ${path})`);
    return id;
  };
  const sampleOf = (schema: JsonSchema, name: string): unknown => {
    const choice = schema.anyOf ?? schema.oneOf;
    if (choice) return sampleOf(choice.find((option) => option.type !== 'null') ?? choice[0] ?? {}, name);
    if (schema.enum) return schema.enum[0];
    if (schema.const !== undefined) return schema.const;
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.properties ?? {})
            .filter(([key, property]) => schema.required?.includes(key) || property.format === 'uuid')
            .map(([key, property]) => [key, sampleOf(property, key)]),
        );
      case 'array':
        return [sampleOf(schema.items ?? {}, name)];
      case 'integer':
      case 'number':
        return schema.minimum ?? 1;
      case 'boolean':
        return true;
      default:
        if (schema.format === 'uuid') return idOfB(name);
        if (schema.format === 'email') return 'walk@example.com';
        if (schema.format === 'date-time') return new Date().toISOString();
        return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
  };
  const parameters = operation.parameters ?? [];
  const url = path.replace(/:(\w+)/g, (_, name: string) => {
    const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
    return encodeURIComponent(String(sampleOf(schema ?? {}, name)));
  });
  const query = new URLSearchParams(
    parameters
      .filter(
        (parameter) => parameter.in === 'query' && (parameter.required || parameter.schema.format === 'uuid'),
      )
      .map((parameter): [string, string] => [
        parameter.name,
        String(sampleOf(parameter.schema, parameter.name)),
      ]),
  ).toString();
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const payload = bodySchema ? (sampleOf(bodySchema, 'body') as object) : undefined;
  return {
    url: query ? `${url}?${query}` : url,
    payload,
    pathHasIdOfB: (path.match(/:\w+/g) ?? []).some((name) => name.slice(1) in idsOfB),
  };
}

/** Account B with one of everything a route can name by id. */
async function accountB(w: InboxWorkspace): Promise<Record<string, string>> {
  const { owner, channel } = await w.newBusiness();
  // Stored as it is: the walk may run on a server whose rule refuses a local address.
  const endpoint = await insertEndpoint(w.t.database.db, {
    accountId: owner.accountId,
    url: 'http://127.0.0.1:9/b-only',
    events: ['message.received'],
    secretSealed: w.t.app.platform.secrets.seal('whsec_b_only'),
  });
  await w.customerWrites(channel, '4915112345678', 'Hello from B');
  const conversation: Conversation = await w.conversationOf(owner, channel, '4915112345678');
  const at = (template: string, params: Record<string, string>) =>
    template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  const { conversationId } = conversation;
  const messages = await owner.api.ok<MessageList>(
    'GET',
    at(inboxRoutes.listMessages.path, { conversationId }),
  );
  const tag = await owner.api.ok<Tag>('POST', inboxRoutes.createTag.path, { tagName: 'vip' }, 201);
  await owner.api.ok('POST', inboxRoutes.assignTag.path, { conversationId, tagId: tag.id }, 201);
  const assigned = await owner.api.ok<AssignedTagList>(
    'GET',
    `${inboxRoutes.assignedTags.path}?conversationId=${conversationId}`,
  );
  const note = await owner.api.ok<{ conversationNoteId: string }>(
    'POST',
    inboxRoutes.createNote.path,
    { conversationId, note: 'B only' },
    201,
  );
  const quickReply = await owner.api.ok<QuickReply>(
    'POST',
    at(quickReplyRoutes.create.path, { channelId: channel.channelId }),
    { shortName: 'thanks', replyMessage: 'Thanks!' },
    201,
  );
  const { group } = await owner.api.ok<{ group: ContactGroup }>(
    'POST',
    contactGroupRoutes.create.path,
    { groupName: 'B customers' },
    201,
  );
  const upload = await postForm(
    w.t.app,
    at(contactGroupRoutes.upload.path, { groupId: group.groupId }),
    owner.token,
    {
      file: { bytes: csvOf('name,phone\nLi,+4915112345679\n'), type: 'text/csv', name: 'b.csv' },
    },
  );
  const media = await postForm(w.t.app, '/api/v1/media', owner.token, {
    file: { bytes: png, type: 'image/png', name: 'b.png' },
  });
  const template = await owner.api.ok<TemplateCreated>(
    'POST',
    at(templateRoutes.create.path, { channelId: channel.channelId }),
    {
      name: 'b_only',
      language: 'en',
      category: 'UTILITY',
      body: { text: 'Hi {{1}}, your order is ready.', examples: ['Ada'] },
    },
    201,
  );
  await owner.api.ok('POST', at(templateRoutes.refresh.path, { channelId: channel.channelId }));
  const templates = await owner.api.ok<TemplateList>(
    'GET',
    `${at(templateRoutes.list.path, { channelId: channel.channelId })}?search=seasonal_promo`,
  );
  const campaign = await owner.api.ok<CampaignCreated>(
    'POST',
    at(campaignRoutes.create.path, { channelId: channel.channelId }),
    {
      campaignName: 'B only',
      type: 'standard',
      templateId: templates.data.find((found) => found.status === 'APPROVED')?.id,
      variables: { headers: ['summer'], body: ['20%'] },
      contacts: { apiContacts: [{ contactId: conversation.contact.contactId }] },
    },
    201,
  );
  const chatbot = await owner.api.ok<Chatbot>(
    'POST',
    at(chatbotRoutes.create.path, { channelId: channel.channelId }),
    { name: 'B bot', type: 'keyword', keyword: 'hello' },
    201,
  );
  await customerSends(w, channel, '4915112345678', {
    type: 'order',
    order: {
      catalog_id: '194836987003835',
      product_items: [{ product_retailer_id: 'b-only', quantity: 1, item_price: 5, currency: 'EUR' }],
    },
  });
  const order = await eventually(async () => {
    const list = await owner.api.ok<OrderList>(
      'GET',
      at(orderRoutes.list.path, { channelId: channel.channelId }),
    );
    return list.orders[0];
  });
  const product = await owner.api.ok<Product>(
    'POST',
    at(catalogRoutes.createProduct.path, { channelId: channel.channelId }),
    {
      retailerId: 'b-only-product',
      name: 'B only',
      imageUrl: 'https://shop.example.com/b.jpg',
      price: '5',
      currency: 'EUR',
    },
    201,
  );
  const apiKey = await owner.api.ok<CreatedApiKey>('POST', apiKeyRoutes.create.path, { name: 'B only' }, 201);
  const delivery = await eventually(async () => {
    const list = await owner.api.ok<OutboundWebhookDeliveryList>(
      'GET',
      at(outboundWebhookRoutes.deliveries.path, { endpointId: endpoint.id }),
    );
    return list.data[0];
  });
  return {
    channelId: channel.channelId,
    apiKeyId: apiKey.apiKeyId,
    endpointId: endpoint.id,
    deliveryId: delivery.deliveryId,
    orderId: order.orderId,
    productId: product.productId,
    campaignId: campaign.campaignId,
    chatbotId: chatbot.chatbotId,
    campaignIds: campaign.campaignId,
    conversationId,
    contactId: conversation.contact.contactId,
    messageId: messages.data[0]?.messageId ?? '',
    replyTo: messages.data[0]?.messageId ?? '',
    tagId: tag.id,
    conversationTagId: assigned.data[0]?.conversationTagId ?? '',
    conversationNoteId: note.conversationNoteId,
    quickReplyId: quickReply.quickReplyId,
    groupId: group.groupId,
    importId: upload.json<ContactImport>().importId,
    mediaId: media.json<MediaUploaded>().data.mediaId,
    templateId: template.data.id,
    accountId: owner.accountId,
    userId: owner.userId,
    assignedAgentId: owner.userId,
    agent: owner.userId,
  };
}

import {
  type Channel,
  customerWindowMs,
  type OrderList,
  type OrderSettings,
  orderReference,
  orderRoutes,
  type TemplateList,
  templateRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerSends,
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from '../inbox/inbox-workspace.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;
let templateIds: Record<string, string>;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  await owner.api.ok('POST', templateRoutes.refresh.path.replace(':channelId', channel.channelId));
  const { data } = await owner.api.ok<TemplateList>(
    'GET',
    `${templateRoutes.list.path.replace(':channelId', channel.channelId)}?records=100`,
  );
  templateIds = Object.fromEntries(data.map((template) => [template.name, template.id]));
});
afterAll(() => w.close());

const settingsPath = () => orderRoutes.settings.path.replace(':channelId', channel.channelId);

describe('order settings', () => {
  it('keeps a template per status with the order fields of its variables, and refuses one Parley cannot fill', async () => {
    expect(await owner.api.ok<OrderSettings>('GET', settingsPath())).toEqual({ statusTemplates: [] });
    const shipped = {
      status: 'shipped',
      templateId: templateIds.order_update,
      headerFields: [],
      bodyFields: ['customerName', 'orderReference'],
    };
    await owner.api.ok('PUT', settingsPath(), { statusTemplates: [shipped] });
    expect(await owner.api.ok<OrderSettings>('GET', settingsPath())).toEqual({ statusTemplates: [shipped] });

    const headerUnfilled = await owner.api.call('PUT', settingsPath(), {
      statusTemplates: [
        { status: 'processing', templateId: templateIds.seasonal_promo, bodyFields: ['orderTotal'] },
      ],
    });
    expect(headerUnfilled.statusCode).toBe(422);
    expect(headerUnfilled.json().code).toBe('ORDER_TEMPLATE_UNSUITABLE');
    const fieldMissing = await owner.api.call('PUT', settingsPath(), {
      statusTemplates: [
        { status: 'processing', templateId: templateIds.order_update, bodyFields: ['customerName'] },
      ],
    });
    expect(fieldMissing.json().details).toEqual([
      {
        path: 'statusTemplates.0.templateId',
        message: expect.stringMatching(/^Choose an approved utility template/),
      },
    ]);
    const marketing = await owner.api.call('PUT', settingsPath(), {
      statusTemplates: [
        {
          status: 'processing',
          templateId: templateIds.seasonal_promo,
          headerFields: ['orderReference'],
          bodyFields: ['orderTotal'],
        },
      ],
    });
    expect(marketing.json().code).toBe('ORDER_TEMPLATE_UNSUITABLE');
    const twice = await owner.api.call('PUT', settingsPath(), { statusTemplates: [shipped, shipped] });
    expect(twice.statusCode).toBe(400);

    const agent = await w.addTeammate(owner, 'agent');
    expect((await agent.api.call('PUT', settingsPath(), { statusTemplates: [] })).statusCode).toBe(403);
  });

  it('tells a customer outside the window with the chosen template, its variables filled from the order', async () => {
    await owner.api.ok('PUT', settingsPath(), {
      statusTemplates: [
        {
          status: 'processing',
          templateId: templateIds.order_update,
          bodyFields: ['customerName', 'orderReference'],
        },
      ],
    });
    const waId = newCustomer();
    await customerSends(
      w,
      channel,
      waId,
      {
        type: 'order',
        order: {
          catalog_id: '194836987003835',
          product_items: [{ product_retailer_id: 'vase-blue', quantity: 1, item_price: 30, currency: 'USD' }],
        },
      },
      'Sheena Nelson',
    );
    const list = orderRoutes.list.path.replace(':channelId', channel.channelId);
    // The page and its count are read apart, so the count may show the order before the page does.
    const order = await eventually(async () => {
      const found = await owner.api.ok<OrderList>('GET', `${list}?phoneNumber=${waId}`);
      return found.orders[0];
    });
    await simulator(w.sim, 'POST', '/_sim/clock', { advanceMs: customerWindowMs + 60_000 });
    await owner.api.ok('PATCH', orderRoutes.updateStatus.path.replace(':orderId', order.orderId), {
      status: 'processing',
    });
    const template = await eventually(async () => {
      const response = await fetch(`${w.sim.url}/_sim/sent?to=${waId}`);
      const { data } = (await response.json()) as {
        data: { type: string; request: { template?: unknown } }[];
      };
      return data.find((message) => message.type === 'template')?.request.template;
    });
    expect(template).toEqual({
      name: 'order_update',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Sheena Nelson' },
            { type: 'text', text: orderReference(order.orderId) },
          ],
        },
      ],
    });
  });
});

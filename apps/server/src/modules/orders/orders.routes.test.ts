import { randomUUID } from 'node:crypto';
import {
  type Channel,
  contactRoutes,
  type OrderDetails,
  type OrderList,
  orderReference,
  orderRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudMessageBody, postCloudWebhook } from '../../test/cloud-webhook';
import { connectRealtime } from '../../test/realtime-client';
import { appUrl } from '../inbox/inbox.test-helpers';
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

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
});
afterAll(() => w.close());

/** Meta's sample order: two of one product at 30 and one of another at 25, in dollars. */
const metaSampleOrder = {
  catalog_id: '194836987003835',
  text: 'Love these!',
  product_items: [
    { product_retailer_id: 'di9ozbzfi4', quantity: 2, item_price: 30, currency: 'USD' },
    { product_retailer_id: 'nqryix03ez', quantity: 1, item_price: 25, currency: 'USD' },
  ],
};

const listPath = (query = '') => `${orderRoutes.list.path.replace(':channelId', channel.channelId)}${query}`;
const orderPath = (orderId: string) => orderRoutes.get.path.replace(':orderId', orderId);
const statusPath = (orderId: string) => orderRoutes.updateStatus.path.replace(':orderId', orderId);
const ordersOf = async (phone: string) =>
  (await owner.api.ok<OrderList>('GET', listPath(`?phoneNumber=${phone}`))).orders;
const orderOf = (phone: string) => eventually(async () => (await ordersOf(phone))[0]);

/** An inbound order webhook as Meta sends it, with the message id given. */
const metaDelivers = (waId: string, messageId: string, order: object) =>
  postCloudWebhook(
    w.t.app,
    cloudMessageBody({
      phoneNumberId: channel.phoneNumberId,
      from: waId,
      name: 'Sheena Nelson',
      id: messageId,
      content: { type: 'order', order },
    }),
  );

describe('orders placed on WhatsApp', () => {
  it('stores a handset customer’s order with its total in the currency’s minor units and its arrival', async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'order', order: metaSampleOrder }, 'Sheena Nelson');

    const order = await orderOf(waId);
    expect(order).toMatchObject({
      customer: 'Sheena Nelson',
      phoneNumber: waId,
      catalogId: '194836987003835',
      currency: 'USD',
      amount: '85.00',
      itemCount: 2,
      status: 'pending',
      text: 'Love these!',
      anomalies: [],
    });
    const details = await owner.api.ok<OrderDetails>('GET', orderPath(order.orderId));
    expect(details.items).toEqual([
      expect.objectContaining({
        productRetailerId: 'di9ozbzfi4',
        unit: 'USD',
        price: '30.00',
        quantity: 2,
        amount: '60.00',
      }),
      expect.objectContaining({
        productRetailerId: 'nqryix03ez',
        unit: 'USD',
        price: '25.00',
        quantity: 1,
        amount: '25.00',
      }),
    ]);
    expect(details.history).toEqual([
      expect.objectContaining({ status: 'pending', remarks: null, changedBy: null }),
    ]);
  });

  it('stores an order Meta delivers twice once', async () => {
    const waId = newCustomer();
    const messageId = `wamid.${randomUUID()}`;
    for (let delivery = 0; delivery < 2; delivery++) await metaDelivers(waId, messageId, metaSampleOrder);
    await orderOf(waId);
    // The second delivery has had time to be processed too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ordersOf(waId)).toHaveLength(1);
  });

  it('keeps an odd order with what is odd about it: several currencies, a quantity of nothing', async () => {
    const waId = newCustomer();
    await metaDelivers(waId, `wamid.${randomUUID()}`, {
      catalog_id: '194836987003835',
      product_items: [
        { product_retailer_id: 'a', quantity: 0, item_price: 10, currency: 'USD' },
        { product_retailer_id: 'b', quantity: 1, item_price: 1500, currency: 'JPY' },
      ],
    });
    const order = await orderOf(waId);
    expect(order).toMatchObject({
      currency: null,
      amount: null,
      anomalies: ['mixedCurrencies', 'invalidQuantity'],
    });
    const details = await owner.api.ok<OrderDetails>('GET', orderPath(order.orderId));
    expect(details.items.map((item) => [item.price, item.amount])).toEqual([
      ['10.00', '0.00'],
      ['1500', '1500'],
    ]);
  });

  it('keeps the order of a blocked contact, marked as such', async () => {
    const waId = newCustomer();
    await w.customerWrites(channel, waId, 'Hi');
    const conversation = await w.conversationOf(owner, channel, waId);
    await owner.api.ok(
      'PATCH',
      contactRoutes.block.path.replace(':contactId', conversation.contact.contactId),
      {
        blocked: true,
      },
    );
    await customerSends(w, channel, waId, { type: 'order', order: metaSampleOrder });
    expect((await orderOf(waId)).anomalies).toEqual(['blockedContact']);
    // Nothing is written to them: a reply would have been queued along with the order.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { data } = (await simulator(w.sim, 'GET', `/_sim/sent?to=${waId}`)) as { data: unknown[] };
    expect(data).toEqual([]);
  });
});

describe('order.changed', () => {
  it("tells the account's signed-in users of a new order and of each move, agents included", async () => {
    const agent = await w.addTeammate(owner, 'agent', 'Olga');
    const browser = await connectRealtime(appUrl(w), agent.token);
    try {
      const waId = newCustomer();
      await customerSends(w, channel, waId, { type: 'order', order: metaSampleOrder });
      const arrived = await browser.next('order.changed', ({ order }) => order.phoneNumber === waId);
      expect(arrived.order).toMatchObject({ status: 'pending', amount: '85.00' });
      await owner.api.ok('PATCH', statusPath(arrived.order.orderId), { status: 'processing' });
      const moved = await browser.next(
        'order.changed',
        ({ order }) => order.orderId === arrived.order.orderId && order.status === 'processing',
      );
      expect(moved.order.status).toBe('processing');
    } finally {
      browser.close();
    }
  });
});

describe('PATCH /api/v1/orders/:orderId/status', () => {
  it('moves an order along the rules, tells the customer of its arrival and each move, and keeps who did it with the remarks', async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'order', order: metaSampleOrder });
    const { orderId } = await orderOf(waId);
    const reference = orderReference(orderId);

    const skipped = await owner.api.call('PATCH', statusPath(orderId), { status: 'shipped' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ code: 'ORDER_STATUS_NOT_ALLOWED' });

    const processing = await owner.api.ok<OrderDetails>('PATCH', statusPath(orderId), {
      status: 'processing',
      remarks: 'Packed by Ana',
    });
    expect(processing).toMatchObject({ status: 'processing', remarks: 'Packed by Ana' });
    expect(
      processing.history.map((change) => [change.status, change.remarks, change.changedBy?.userId ?? null]),
    ).toEqual([
      ['pending', null, null],
      ['processing', 'Packed by Ana', owner.userId],
    ]);
    await owner.api.ok('PATCH', statusPath(orderId), { status: 'shipped' });
    await owner.api.ok('PATCH', statusPath(orderId), { status: 'completed' });
    const reopened = await owner.api.call('PATCH', statusPath(orderId), { status: 'canceled' });
    expect(reopened.statusCode).toBe(409);

    const told = await eventually(async () => {
      const { data } = (await simulator(w.sim, 'GET', `/_sim/sent?to=${waId}`)) as {
        data: { request: { text?: { body?: string } } }[];
      };
      const texts = data.map((sent) => sent.request.text?.body);
      return texts.length >= 4 && texts;
    });
    // The queue does not promise a conversation's sends their order (one retried after a passing
    // error, or queued in the same millisecond, can be overtaken): each move is told, in some order.
    expect(told.sort()).toEqual(
      [
        `We have received your order ${reference}.`,
        `Your order ${reference} is being prepared.`,
        `Your order ${reference} has been shipped.`,
        `Your order ${reference} is complete. Thank you!`,
      ].sort(),
    );
  });

  it('cancels an open order, and refuses to move a canceled one', async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'order', order: metaSampleOrder });
    const { orderId } = await orderOf(waId);
    await owner.api.ok('PATCH', statusPath(orderId), { status: 'canceled', remarks: 'Out of stock' });
    const revived = await owner.api.call('PATCH', statusPath(orderId), { status: 'processing' });
    expect(revived.statusCode).toBe(409);
    expect((await owner.api.ok<OrderDetails>('GET', orderPath(orderId))).status).toBe('canceled');
  });
});

describe('GET /api/v1/channels/:channelId/orders', () => {
  it('filters by status, number and date, newest first, 25 a page by default, with the count of all', async () => {
    const { owner: shop, channel: shopChannel } = await w.newBusiness();
    const path = (query: string) =>
      `${orderRoutes.list.path.replace(':channelId', shopChannel.channelId)}?${query}`;
    const customers = Array.from({ length: 27 }, () => newCustomer());
    for (const waId of customers)
      await customerSends(w, shopChannel, waId, { type: 'order', order: metaSampleOrder });
    const all = await eventually(async () => {
      const list = await shop.api.ok<OrderList>('GET', path(''));
      return list.count === customers.length && list;
    });
    expect(all.orders).toHaveLength(25);
    const times = all.orders.map((order) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await shop.api.ok<OrderList>('GET', path('skip=25'))).orders).toHaveLength(2);

    const [first, second] = all.orders;
    if (!first || !second) throw new Error('no orders');
    await shop.api.ok('PATCH', statusPath(first.orderId), { status: 'processing' });
    await shop.api.ok('PATCH', statusPath(second.orderId), { status: 'canceled' });
    const moved = await shop.api.ok<OrderList>('GET', path('status=processing,canceled'));
    expect(moved.count).toBe(2);
    expect(moved.orders.map((order) => order.status).sort()).toEqual(['canceled', 'processing']);

    const byNumber = await shop.api.ok<OrderList>(
      'GET',
      path(
        `phoneNumber=${encodeURIComponent(`+${first.phoneNumber.slice(0, 1)} ${first.phoneNumber.slice(1)}`)}`,
      ),
    );
    expect(byNumber.orders.map((order) => order.orderId)).toEqual([first.orderId]);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await shop.api.ok<OrderList>('GET', path(`fromDate=${encodeURIComponent(future)}`))).count).toBe(
      0,
    );
    expect((await shop.api.ok<OrderList>('GET', path(`toDate=${encodeURIComponent(future)}`))).count).toBe(
      27,
    );

    // A customer deleted takes their order along, and out of the count.
    await shop.api.ok('DELETE', contactRoutes.remove.path, { contactId: [first.contactId] });
    expect((await shop.api.ok<OrderList>('GET', path(''))).count).toBe(26);
    expect((await shop.api.ok<OrderList>('GET', path('status=processing'))).count).toBe(0);
  });

  it("answers 404 for another account's channel and order", async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'order', order: metaSampleOrder });
    const { orderId } = await orderOf(waId);
    const { owner: stranger } = await w.newBusiness();
    expect((await stranger.api.call('GET', listPath())).statusCode).toBe(404);
    expect((await stranger.api.call('GET', orderPath(orderId))).statusCode).toBe(404);
    expect((await stranger.api.call('PATCH', statusPath(orderId), { status: 'canceled' })).statusCode).toBe(
      404,
    );
  });
});

import { type Channel, channelRoutes, type OrderList, orderRoutes } from '@parley/contract';
import { sandboxSeed } from '@parley/wa-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { type Cleanup, runCleanups } from '../../test/cleanups';
import { bearer, signUp, type TestApp } from '../../test/harness';
import { killedHalfwayThrough, settledWithin } from '../../test/killed-server';

const seed = sandboxSeed();
const customers = Array.from({ length: 120 }, (_, index) => String(4915300000000 + index));

const cleanups: Cleanup[] = [];
afterEach(async () => {
  await runCleanups(cleanups);
});

/** A new business with the sandbox number connected; answers its token and channel. */
async function shopOf(t: TestApp) {
  const { accessToken } = await signUp(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: channelRoutes.createCloud.path,
    headers: bearer(accessToken),
    payload: { displayName: 'Shop', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { accessToken, channel: response.json<Channel>() };
}

describe('a server killed while customers order', () => {
  it('keeps, once restarted, one order of every customer whose order the simulator took', async () => {
    const { restarted, business } = await killedHalfwayThrough({
      customers,
      message: () => ({
        type: 'order',
        order: {
          catalog_id: '194836987003835',
          product_items: [{ product_retailer_id: 'vase-blue', quantity: 1, item_price: 30, currency: 'USD' }],
        },
      }),
      setUp: shopOf,
      cleanups,
    });
    const page = async (skip: number) => {
      const path = orderRoutes.list.path.replace(':channelId', business.channel.channelId);
      const response = await restarted.app.inject({
        method: 'GET',
        url: `${path}?limit=100&skip=${skip}`,
        headers: bearer(business.accessToken),
      });
      return response.json<OrderList>();
    };
    const listed = async () => {
      const pages = [await page(0), await page(100)];
      return {
        count: pages[0]?.count ?? 0,
        phones: pages.flatMap((found) => found.orders.map((order) => order.phoneNumber)),
      };
    };
    const orders = await settledWithin(listed, ({ count }) => count >= customers.length);
    expect(orders.count).toBe(customers.length);
    expect([...orders.phones].sort()).toEqual([...customers].sort());
  }, 240_000);
});

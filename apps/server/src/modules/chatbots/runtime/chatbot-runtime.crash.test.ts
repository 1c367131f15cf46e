import { type Channel, type Chatbot, channelRoutes, chatbotRoutes } from '@parley/contract';
import { sandboxSeed } from '@parley/wa-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { type Cleanup, runCleanups } from '../../../test/cleanups';
import { signUp, type TestApp } from '../../../test/harness';
import { killedHalfwayThrough, sandboxPhoneNumberId, settledWithin } from '../../../test/killed-server';
import { simulator } from '../../inbox/inbox-workspace.test-helpers';

const seed = sandboxSeed();
const greeting = 'Hello! A teammate will be with you shortly.';
const customers = 120;

const cleanups: Cleanup[] = [];
afterEach(async () => {
  await runCleanups(cleanups);
});

/** An active 'any keyword' chatbot that greets every new customer, on a new business's sandbox channel. */
async function greeterOf(t: TestApp): Promise<void> {
  const { accessToken } = await signUp(t.app);
  const api = async <T>(method: 'POST' | 'PUT', url: string, payload: object): Promise<T> => {
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  const channel = await api<Channel>('POST', channelRoutes.createCloud.path, {
    displayName: 'Shop',
    businessAccountId: seed.business.wabaId,
    apiKey: seed.accessToken,
  });
  const chatbots = chatbotRoutes.list.path.replace(':channelId', channel.channelId);
  const bot = await api<Chatbot>('POST', chatbots, { name: 'Greeter', type: 'anyKeyword' });
  await api('PUT', `${chatbots}/${bot.chatbotId}`, {
    startNode: 'hello',
    nodes: [
      {
        id: 'hello',
        nodeType: 'message',
        position: { x: 0, y: 0 },
        messageConfig: { child: 'end', messages: [{ id: 'h', type: 'text', body: { text: greeting } }] },
      },
    ],
  });
  await api('PUT', `${chatbots}/${bot.chatbotId}/status`, { status: 'active' });
}

describe('a server killed while its chatbot answers customers', () => {
  it('greets, once restarted, every customer whose message the simulator took', async () => {
    const waIds = Array.from({ length: customers }, (_, index) => String(4915200000000 + index));
    const { sim } = await killedHalfwayThrough({
      customers: waIds,
      message: () => ({ type: 'text', text: { body: 'Hi there' } }),
      setUp: greeterOf,
      cleanups,
    });
    const greeted = async () => {
      const { data } = (await simulator(sim, 'GET', `/_sim/sent?phoneNumberId=${sandboxPhoneNumberId}`)) as {
        data: { waId: string; request: { text?: { body?: string } } }[];
      };
      return new Set(data.filter((sent) => sent.request.text?.body === greeting).map((sent) => sent.waId));
    };
    const answered = await settledWithin(greeted, (found) => found.size === customers);
    expect(waIds.filter((waId) => !answered.has(waId))).toEqual([]);
  }, 240_000);
});

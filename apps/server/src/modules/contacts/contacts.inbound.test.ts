import {
  type Channel,
  type ContactDetails,
  type ContactList,
  channelRoutes,
  contactRoutes,
  inboxRoutes,
  type MessageList,
} from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';
import { type ContactsApi, contactsApi } from './contacts.test-helpers';

const seed = sandboxSeed();
const customer = (index: number) => {
  const found = seed.customers[index];
  if (!found) throw new Error(`the simulator has no customer ${index}`);
  return { ...found, phone: `+${found.waId}` };
};
const ada = customer(0);
const grace = customer(1);
const alan = customer(2);
const maria = customer(3);
let t: TestApp;
let sim: Simulator;
let api: ContactsApi;
let channel: Channel;

beforeAll(async () => {
  sim = await startSimulator();
  t = await startTestApp({
    GRAPH_API_URL: sim.graphUrl,
    META_APP_SECRET: seed.app.appSecret,
    META_VERIFY_TOKEN: 'verify',
  });
  const parley = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await simulator(`/_sim/apps/${seed.app.appId}/webhook`, {
    url: `${parley}/webhooks/cloud`,
    verifyToken: 'verify',
  });
  const { accessToken } = await signUp(t.app);
  api = contactsApi(t.app, accessToken);
  const created = await t.app.inject({
    method: 'POST',
    url: channelRoutes.createCloud.path,
    headers: bearer(accessToken),
    payload: { displayName: 'Shop', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
  });
  channel = created.json<Channel>();
});
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

async function simulator(path: string, body: object) {
  const response = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** The customer writes to the business from the simulator's phone; answers once Parley has stored it. */
async function customerWrites(customer: { waId: string }, body: string) {
  const before = await storedMessages(customer.waId);
  await simulator(`/_sim/customers/${customer.waId}/messages`, {
    phoneNumberId: channel.phoneNumberId,
    message: { type: 'text', text: { body } },
  });
  await eventually(async () => (await storedMessages(customer.waId)).length > before.length);
}

async function storedMessages(waId: string): Promise<MessageList['data']> {
  const conversations = await api.get<{ data: { conversationId: string; contact: { phone: string } }[] }>(
    inboxRoutes.listConversations.path,
    { channelId: channel.channelId },
  );
  const conversation = conversations.data.find((item) => item.contact.phone === waId);
  if (!conversation) return [];
  return (await api.get<MessageList>(`/api/v1/conversations/${conversation.conversationId}/messages`)).data;
}

async function eventually(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function contactOf(phone: string): Promise<ContactDetails> {
  const [listed] = (await api.get<ContactList>(contactRoutes.list.path, { searchTerm: phone })).data;
  const [blocked] = (await api.get<ContactList>(contactRoutes.blocked.path, { searchTerm: phone })).data;
  const found = listed ?? blocked;
  if (!found) throw new Error(`no contact has ${phone}`);
  return api.get<ContactDetails>(`/api/v1/contacts/${found.contactId}`);
}

describe('an inbound text', () => {
  it('that is an opt-out keyword, in any case and with spaces around it, opts its sender out; START opts back in', async () => {
    await customerWrites(ada, 'Hello, is the shop open?');
    expect(await contactOf(ada.phone)).toMatchObject({ name: ada.name, optedOut: false });

    await customerWrites(ada, '  stop ');
    const optedOut = await contactOf(ada.phone);
    expect(optedOut.optedOut).toBe(true);
    expect(optedOut.conversations).toEqual([expect.objectContaining({ channelId: channel.channelId })]);

    await customerWrites(ada, 'Start');
    expect((await contactOf(ada.phone)).optedOut).toBe(false);
  });

  it('that only contains a keyword changes nothing', async () => {
    await customerWrites(grace, 'Please stop sending me the catalogue twice');
    expect((await contactOf(grace.phone)).optedOut).toBe(false);
  });

  it("follows the account's own keywords once they are changed", async () => {
    await api.call('PUT', contactRoutes.updateSettings.path, {
      optOutKeywords: ['BAJA'],
      optInKeywords: ['ALTA'],
    });
    await customerWrites(maria, 'stop');
    expect((await contactOf(maria.phone)).optedOut).toBe(false);
    await customerWrites(maria, 'baja');
    expect((await contactOf(maria.phone)).optedOut).toBe(true);
  });

  it('from a blocked contact is still stored, and the contact stays blocked', async () => {
    const contact = await api.createContact({ name: 'Alan', phone: alan.phone });
    await api.block(contact.contactId, true);

    await customerWrites(alan, 'Why can I not reach you?');
    expect((await storedMessages(alan.waId)).map((message) => message.content)).toEqual([
      { body: 'Why can I not reach you?' },
    ]);
    expect(await contactOf(alan.phone)).toMatchObject({ contactId: contact.contactId, blocked: true });
  });
});

import { randomInt } from 'node:crypto';
import {
  type Channel,
  type Conversation,
  type ConversationList,
  type CurrentUser,
  channelRoutes,
  inboxRoutes,
  type RoleName,
  userRoutes,
} from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, signIn, signUp, signUpInput, startTestApp, type TestApp } from '../../test/harness';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../users/users.repo';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One signed-in user's calls, through HTTP. */
export function apiAs(t: TestApp, token: string) {
  const call = (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    call,
    /** The call's JSON answer, after checking its status. */
    async ok<T>(method: Method, url: string, payload?: object, status = 200): Promise<T> {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBe(status);
      return response.json<T>();
    },
  };
}

export type Api = ReturnType<typeof apiAs>;

export interface Member {
  userId: string;
  accountId: string;
  token: string;
  api: Api;
}

/** The signed-in user of this token. */
export async function memberOf(t: TestApp, token: string): Promise<Member> {
  const api = apiAs(t, token);
  const me = await api.ok<CurrentUser>('GET', userRoutes.me.path);
  return { userId: me.userId, accountId: me.account.accountId, token, api };
}

/** A user of the role in the owner's account, signed in. */
export async function addTeammate(
  t: TestApp,
  owner: Member,
  roleName: RoleName,
  firstName = 'Team',
): Promise<Member> {
  const input = signUpInput({ firstName });
  await insertUser(t.database.db, {
    accountId: owner.accountId,
    firstName: input.firstName,
    lastName: input.lastName,
    userName: input.userName,
    email: input.email,
    contactNumber: '+442079460958',
    roleName,
    passwordHash: await hashPassword(input.password),
  });
  const signedIn = await signIn(t.app, input.userName, input.password);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return memberOf(t, signedIn.json<{ accessToken: string }>().accessToken);
}

/**
 * Parley on a simulator whose webhooks reach it, with a business signed up and a channel connected:
 * customers write to that channel and their conversations appear in the business's inbox.
 */
export async function startInboxWorkspace(envOverrides: Record<string, string | undefined> = {}) {
  const seed = sandboxSeed();
  const sim: Simulator = await startSimulator({ statusDelaysMs: { delivered: 20, read: 20 } });
  const t = await startTestApp(
    {
      GRAPH_API_URL: sim.graphUrl,
      META_APP_SECRET: seed.app.appSecret,
      META_VERIFY_TOKEN: 'verify',
      ...envOverrides,
    },
    { clock: () => new Date(sim.now()) },
  );
  const parley = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await simulator(sim, 'POST', `/_sim/apps/${seed.app.appId}/webhook`, {
    url: `${parley}/webhooks/cloud`,
    verifyToken: 'verify',
  });

  /** A new business with the simulator's number connected as a channel. */
  const newBusiness = async (): Promise<{ owner: Member; channel: Channel }> => {
    const owner = await memberOf(t, (await signUp(t.app)).accessToken);
    const channel = await owner.api.ok<Channel>(
      'POST',
      channelRoutes.createCloud.path,
      { displayName: 'Shop', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
      201,
    );
    return { owner, channel };
  };

  return {
    t,
    sim,
    newBusiness,

    addTeammate: (owner: Member, roleName: RoleName, firstName?: string) =>
      addTeammate(t, owner, roleName, firstName),

    /** The customer writes a text to the channel's number. */
    customerWrites: (channel: Channel, waId: string, body = 'Hello') =>
      customerSends({ sim }, channel, waId, { type: 'text', text: { body } }),

    /** The customer's conversation on the channel, once Parley has received their message. */
    conversationOf: (owner: Member, channel: Channel, waId: string) =>
      eventually(async () =>
        (await conversationsFor(owner, channel)).find((conversation) => conversation.contact.phone === waId),
      ),

    async close() {
      await sim.close();
      await t.close();
    },
  };
}

export type InboxWorkspace = Awaited<ReturnType<typeof startInboxWorkspace>>;

/** The channel's conversations the member sees, with the list's filters as query parameters. */
export async function conversationsFor(
  member: Member,
  channel: Channel,
  filter: Record<string, string | number> = {},
): Promise<Conversation[]> {
  const query = new URLSearchParams({ channelId: channel.channelId, records: '100', ...stringsOf(filter) });
  return (await member.api.ok<ConversationList>('GET', `${inboxRoutes.listConversations.path}?${query}`))
    .data;
}

const stringsOf = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/** The customer (under their WhatsApp profile `name`) sends any message the simulator's handset can. */
export const customerSends = (
  w: { sim: Simulator },
  channel: Channel,
  waId: string,
  message: object,
  name?: string,
) =>
  simulator(w.sim, 'POST', `/_sim/customers/${waId}/messages`, {
    phoneNumberId: channel.phoneNumberId,
    name,
    message,
  });

/** A customer's WhatsApp id no other test uses. */
export const newCustomer = (): string => `1555${randomInt(1_000_000, 10_000_000)}`;

export async function simulator(sim: Simulator, method: string, path: string, body?: unknown) {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

export async function eventually<T>(probe: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import { type AgentList, type ApiError, inboxRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../../test/harness';
import { addTeammate, type Member, memberOf } from './inbox-workspace.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const newOwner = async () => memberOf(t, (await signUp(t.app)).accessToken);
const agentsSeenBy = async (member: Member) =>
  (await member.api.ok<AgentList>('GET', inboxRoutes.listAgents.path)).data;
const setAvailability = (member: Member, isAvailable: unknown) =>
  member.api.call('PUT', inboxRoutes.setAvailability.path, { isAvailable });

describe('GET /api/v1/agents', () => {
  it("lists every user of the account by name, with role and availability, and no one else's", async () => {
    const owner = await newOwner();
    const zoe = await addTeammate(t, owner, 'agent', 'Zoe');
    const bob = await addTeammate(t, owner, 'manager', 'Bob');
    await newOwner();

    expect(await agentsSeenBy(zoe)).toEqual([
      { userId: owner.userId, name: 'Ada Lovelace', roleName: 'accountAdmin', isAvailable: true },
      { userId: bob.userId, name: 'Bob Lovelace', roleName: 'manager', isAvailable: true },
      { userId: zoe.userId, name: 'Zoe Lovelace', roleName: 'agent', isAvailable: true },
    ]);
  });
});

describe('PUT /api/v1/agents/me/availability', () => {
  it("changes only the signed-in user's availability, back and forth", async () => {
    const owner = await newOwner();
    const agent = await addTeammate(t, owner, 'agent', 'Ana');
    const availability = async () =>
      Object.fromEntries((await agentsSeenBy(owner)).map((user) => [user.userId, user.isAvailable]));

    const response = await setAvailability(agent, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await availability()).toEqual({ [owner.userId]: true, [agent.userId]: false });

    await setAvailability(agent, true);
    expect(await availability()).toEqual({ [owner.userId]: true, [agent.userId]: true });
  });

  it('refuses a body without a yes or no', async () => {
    const owner = await newOwner();
    const response = await setAvailability(owner, 'maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([{ path: 'isAvailable', message: expect.any(String) }]);
  });
});

import { type ApiError, type AutoAssignSettings, errorMessages, inboxRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../../test/harness';
import { createAutoAssignService } from './auto-assign.service';
import { addTeammate, type Member, memberOf } from './inbox-workspace.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const newOwner = async () => memberOf(t, (await signUp(t.app)).accessToken);
const settingsSeenBy = (member: Member) =>
  member.api.ok<AutoAssignSettings>('GET', inboxRoutes.getAutoAssign.path);
const update = (member: Member, settings: object) =>
  member.api.call('PUT', inboxRoutes.updateAutoAssign.path, settings);
const on = { agentAssignEnabled: true, agentAssignNotificationEnabled: false };

describe('GET /api/v1/auto-assign', () => {
  it('is off until someone turns it on', async () => {
    expect(await settingsSeenBy(await newOwner())).toEqual({
      agentAssignEnabled: false,
      agentAssignNotificationEnabled: false,
    });
  });
});

describe('PUT /api/v1/auto-assign', () => {
  it('lets an account admin and a manager change the settings for the whole account', async () => {
    const owner = await newOwner();
    const manager = await addTeammate(t, owner, 'manager');
    const agent = await addTeammate(t, owner, 'agent');

    const response = await update(owner, { agentAssignEnabled: true, agentAssignNotificationEnabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ agentAssignEnabled: true, agentAssignNotificationEnabled: true });
    expect(await settingsSeenBy(agent)).toEqual({
      agentAssignEnabled: true,
      agentAssignNotificationEnabled: true,
    });

    expect((await update(manager, on)).statusCode).toBe(200);
    expect(await settingsSeenBy(owner)).toEqual(on);
    expect(await settingsSeenBy(await newOwner())).toEqual({
      agentAssignEnabled: false,
      agentAssignNotificationEnabled: false,
    });
  });

  it('refuses an agent and changes nothing', async () => {
    const owner = await newOwner();
    const agent = await addTeammate(t, owner, 'agent');

    const response = await update(agent, on);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'MANAGERS_ONLY', message: errorMessages.MANAGERS_ONLY });
    expect((await settingsSeenBy(owner)).agentAssignEnabled).toBe(false);
  });

  it('refuses settings with a switch missing', async () => {
    const response = await update(await newOwner(), { agentAssignEnabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { path: 'agentAssignNotificationEnabled', message: expect.any(String) },
    ]);
  });
});

describe('round-robin', () => {
  const autoAssign = () => createAutoAssignService(t.database.db);

  /** An account with auto-assign on, three available agents, an unavailable one and a manager. */
  async function team() {
    const owner = await newOwner();
    expect((await update(owner, on)).statusCode).toBe(200);
    const agents = [
      await addTeammate(t, owner, 'agent'),
      await addTeammate(t, owner, 'agent'),
      await addTeammate(t, owner, 'agent'),
    ];
    const away = await addTeammate(t, owner, 'agent');
    await away.api.ok('PUT', inboxRoutes.setAvailability.path, { isAvailable: false });
    await addTeammate(t, owner, 'manager');
    return { owner, agents, away };
  }

  it('gives nine new conversations to three available agents in turn, three each', async () => {
    const { owner, agents } = await team();

    const turns: (string | undefined)[] = [];
    for (let turn = 0; turn < 9; turn += 1)
      turns.push((await autoAssign().nextAgent(owner.accountId))?.userId);

    const firstRound = turns.slice(0, 3);
    expect(new Set(firstRound)).toEqual(new Set(agents.map((agent) => agent.userId)));
    expect(turns).toEqual([...firstRound, ...firstRound, ...firstRound]);
  });

  it('spreads simultaneous new conversations evenly', async () => {
    const { owner, agents } = await team();

    const turns = await Promise.all(
      Array.from({ length: 12 }, () => autoAssign().nextAgent(owner.accountId)),
    );

    const perAgent = agents.map((agent) => turns.filter((turn) => turn?.userId === agent.userId).length);
    expect(perAgent).toEqual([4, 4, 4]);
  });

  it('gives the longest-waiting agent the next turn when an agent comes back', async () => {
    const { owner, agents, away } = await team();
    for (let turn = 0; turn < 3; turn += 1) await autoAssign().nextAgent(owner.accountId);

    await away.api.ok('PUT', inboxRoutes.setAvailability.path, { isAvailable: true });
    await agents[0]?.api.ok('PUT', inboxRoutes.setAvailability.path, { isAvailable: false });
    const next = [
      (await autoAssign().nextAgent(owner.accountId))?.userId,
      (await autoAssign().nextAgent(owner.accountId))?.userId,
    ];

    expect(next[0]).toBe(away.userId);
    expect(next).not.toContain(agents[0]?.userId);
  });

  it('has no one to give a conversation to when no agent is available', async () => {
    const owner = await newOwner();
    await update(owner, on);
    const agent = await addTeammate(t, owner, 'agent');
    await agent.api.ok('PUT', inboxRoutes.setAvailability.path, { isAvailable: false });

    expect(await autoAssign().nextAgent(owner.accountId)).toBeUndefined();
  });
});

import {
  type Channel,
  channelRoutes,
  contactRoutes,
  type Onboarding,
  type OnboardingStep,
  onboardingRoutes,
  templateRoutes,
} from '@parley/contract';
import { sandboxSeed } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import {
  type InboxWorkspace,
  type Member,
  memberOf,
  newCustomer,
  startInboxWorkspace,
} from '../inbox/inbox-workspace.test-helpers';
import { sendMessage } from '../inbox/sending/sending.test-helpers';

let w: InboxWorkspace;
beforeAll(async () => {
  w = await startInboxWorkspace();
});
afterAll(async () => {
  await w?.close();
});

const newAccount = async () => memberOf(w.t, (await signUp(w.t.app)).accessToken);

/** The steps the account's checklist shows done. */
async function doneSteps(member: Member): Promise<OnboardingStep[]> {
  const { steps } = await member.api.ok<Onboarding>('GET', onboardingRoutes.get.path);
  expect(steps.map(({ step }) => step)).toEqual([
    'connectChannel',
    'approveTemplate',
    'addContacts',
    'inviteTeam',
    'sendMessage',
  ]);
  return steps.filter(({ done }) => done).map(({ step }) => step);
}

describe('GET /api/v1/onboarding', () => {
  it('shows a new account nothing done, and ticks each step as the account really does it', async () => {
    const owner = await newAccount();
    expect(await doneSteps(owner)).toEqual([]);

    const seed = sandboxSeed();
    const channel = await owner.api.ok<Channel>(
      'POST',
      channelRoutes.createCloud.path,
      { displayName: 'Shop', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
      201,
    );
    expect(await doneSteps(owner)).toEqual(['connectChannel']);

    await owner.api.ok('POST', templateRoutes.refresh.path.replace(':channelId', channel.channelId));
    expect(await doneSteps(owner)).toEqual(['connectChannel', 'approveTemplate']);

    await owner.api.ok(
      'POST',
      contactRoutes.create.path,
      { contacts: [{ name: 'Ada', phone: '+4915112345670' }] },
      201,
    );
    expect(await doneSteps(owner)).toEqual(['connectChannel', 'approveTemplate', 'addContacts']);

    const agent = await w.addTeammate(owner, 'agent');
    expect(await doneSteps(owner)).toEqual([
      'connectChannel',
      'approveTemplate',
      'addContacts',
      'inviteTeam',
    ]);

    const waId = newCustomer();
    await w.customerWrites(channel, waId, 'Is the shop open today?');
    const conversation = await w.conversationOf(owner, channel, waId);
    expect(await doneSteps(owner)).not.toContain('sendMessage');
    await sendMessage(owner, conversation, { type: 'text', text: { body: 'Yes, until six.' } });
    const everything = ['connectChannel', 'approveTemplate', 'addContacts', 'inviteTeam', 'sendMessage'];
    expect(await doneSteps(owner)).toEqual(everything);
    // Every role sees the account's checklist.
    expect(await doneSteps(agent)).toEqual(everything);
  });

  it('counts only the account’s own data', async () => {
    const { owner } = await w.newBusiness();
    await owner.api.ok(
      'POST',
      contactRoutes.create.path,
      { contacts: [{ name: 'Ada', phone: '+4915112345671' }] },
      201,
    );
    expect(await doneSteps(owner)).toEqual(['connectChannel', 'addContacts']);
    expect(await doneSteps(await newAccount())).toEqual([]);
  });
});

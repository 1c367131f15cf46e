import {
  type ApiError,
  type Conversation,
  type CreateUserInput,
  errorMessages,
  inboxRoutes,
  type ListTeamUsersQuery,
  type TeamUser,
  type TeamUserList,
  teamUserRoutes,
  userRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp, signUpInput, type TestApp } from '../../test/harness';
import { connectRealtime } from '../../test/realtime-client';
import { appUrl, conversationPath } from '../inbox/inbox.test-helpers';
import {
  type InboxWorkspace,
  type Member,
  memberOf,
  newCustomer,
  startInboxWorkspace,
} from '../inbox/inbox-workspace.test-helpers';

let w: InboxWorkspace;
let t: TestApp;
beforeAll(async () => {
  w = await startInboxWorkspace();
  t = w.t;
});
afterAll(() => w?.close());

const newAdmin = async () => memberOf(t, (await signUp(t.app)).accessToken);
const userPath = (path: string, userId: string) => path.replace(':userId', userId);

/** A user no other test has, as the add-user form sends it. */
function newUserInput(overrides: Partial<CreateUserInput> = {}): CreateUserInput {
  const { firstName, lastName, userName, email, password } = signUpInput({ firstName: 'Grace' });
  return {
    firstName,
    lastName,
    userName,
    emailAddress: email,
    contactNumber: '+44 20 7946 0123',
    roleName: 'agent',
    password,
    confirmPassword: password,
    ...overrides,
  };
}

async function addUser(admin: Member, overrides: Partial<CreateUserInput> = {}) {
  const input = newUserInput(overrides);
  const user = await admin.api.ok<TeamUser>('POST', teamUserRoutes.create.path, input, 201);
  return { user, input };
}

/** A user added by the admin, signed in. */
async function addMember(admin: Member, overrides: Partial<CreateUserInput> = {}) {
  const { user, input } = await addUser(admin, overrides);
  const signedIn = await signIn(t.app, input.userName, input.password);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { user, input, member: await memberOf(t, signedIn.json<{ accessToken: string }>().accessToken) };
}

async function usersSeenBy(member: Member, query: ListTeamUsersQuery = {}) {
  const search = new URLSearchParams(query as Record<string, string>);
  const list = await member.api.ok<TeamUserList>('GET', `${teamUserRoutes.list.path}?${search}`);
  return list.data;
}
const namesSeenBy = async (member: Member, query: ListTeamUsersQuery = {}) =>
  (await usersSeenBy(member, query)).map((user) => user.firstName);

/** The fields the edit form sends back for a user as it is. */
const editable = ({
  firstName,
  lastName,
  emailAddress,
  contactNumber,
  roleName,
  autoAssignNotification,
}: TeamUser) => ({
  firstName,
  lastName,
  emailAddress,
  contactNumber,
  roleName,
  autoAssignNotification,
});

const updateAs = (member: Member, user: TeamUser, changes: object) =>
  member.api.call('PUT', userPath(teamUserRoutes.update.path, user.userId), {
    ...editable(user),
    ...changes,
  });
const deleteAs = (member: Member, userId: string) =>
  member.api.call('DELETE', userPath(teamUserRoutes.remove.path, userId));
const meWith = (token: string) =>
  t.app.inject({ method: 'GET', url: userRoutes.me.path, headers: bearer(token) });

const accountAdminOnly = { code: 'ACCOUNT_ADMIN_ONLY', message: errorMessages.ACCOUNT_ADMIN_ONLY };

describe('GET /api/v1/users', () => {
  it("lists the account's users, and no one else's, to an account admin and to a manager", async () => {
    const admin = await newAdmin();
    const { user: manager, member: managerMember } = await addMember(admin, {
      firstName: 'Bruno',
      roleName: 'manager',
    });
    const { user: agent } = await addUser(admin, { firstName: 'Carla', autoAssignNotification: false });
    await addUser(await newAdmin(), { firstName: 'Dora' });

    const seenByAdmin = await usersSeenBy(admin);
    expect(seenByAdmin.map((user) => user.userId)).toEqual([admin.userId, manager.userId, agent.userId]);
    expect(seenByAdmin[2]).toEqual({
      userId: agent.userId,
      firstName: 'Carla',
      lastName: 'Lovelace',
      userName: agent.userName,
      emailAddress: agent.emailAddress,
      contactNumber: '+442079460123',
      roleName: 'agent',
      autoAssignNotification: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await usersSeenBy(managerMember)).toEqual(seenByAdmin);
  });

  it('finds users by part of their name, user name, email or contact number, whatever the case', async () => {
    const admin = await newAdmin();
    await addUser(admin, {
      firstName: 'Zoe',
      lastName: 'Quinn',
      userName: `zq.${Date.now()}`,
      emailAddress: `zoe.${Date.now()}@quinn-shop.example`,
      contactNumber: '+91 98765 43210',
    });
    await addUser(admin, { firstName: 'Yusuf', lastName: 'Okafor' });

    expect(await namesSeenBy(admin, { search: 'zoe q' })).toEqual(['Zoe']);
    expect(await namesSeenBy(admin, { search: 'OKAFOR' })).toEqual(['Yusuf']);
    expect(await namesSeenBy(admin, { search: 'zq.' })).toEqual(['Zoe']);
    expect(await namesSeenBy(admin, { search: '@QUINN-shop' })).toEqual(['Zoe']);
    expect(await namesSeenBy(admin, { search: '98765 432' })).toEqual(['Zoe']);
    expect(await namesSeenBy(admin, { search: '+91 98765' })).toEqual(['Zoe']);
    expect(await namesSeenBy(admin, { search: '%' })).toEqual([]);
    expect(await namesSeenBy(admin, { search: '  ' })).toEqual(['Ada', 'Yusuf', 'Zoe']);
  });

  it('sorts by name, email, role or date added, either way', async () => {
    const admin = await newAdmin();
    const stamp = Date.now();
    await addUser(admin, { firstName: 'carla', emailAddress: `a.${stamp}@example.com`, roleName: 'agent' });
    await addUser(admin, { firstName: 'Bruno', emailAddress: `c.${stamp}@example.com`, roleName: 'manager' });
    await addUser(admin, { firstName: 'Anna', emailAddress: `b.${stamp}@example.com`, roleName: 'agent' });

    expect(await namesSeenBy(admin)).toEqual(['Ada', 'Anna', 'Bruno', 'carla']);
    expect(await namesSeenBy(admin, { sortBy: 'name', order: 'desc' })).toEqual([
      'carla',
      'Bruno',
      'Anna',
      'Ada',
    ]);
    expect(await namesSeenBy(admin, { sortBy: 'email' })).toEqual(['carla', 'Ada', 'Anna', 'Bruno']);
    expect(await namesSeenBy(admin, { sortBy: 'role' })).toEqual(['Ada', 'Bruno', 'Anna', 'carla']);
    expect(await namesSeenBy(admin, { sortBy: 'role', order: 'desc' })).toEqual([
      'Anna',
      'carla',
      'Bruno',
      'Ada',
    ]);
    expect(await namesSeenBy(admin, { sortBy: 'createdAt' })).toEqual(['Ada', 'carla', 'Bruno', 'Anna']);
    expect(await namesSeenBy(admin, { sortBy: 'createdAt', order: 'desc' })).toEqual([
      'Anna',
      'Bruno',
      'carla',
      'Ada',
    ]);
  });

  it('refuses an agent, and an unknown sort', async () => {
    const admin = await newAdmin();
    const { member: agent } = await addMember(admin);

    const refused = await agent.api.call('GET', teamUserRoutes.list.path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'MANAGERS_ONLY', message: errorMessages.MANAGERS_ONLY });
    const unknownSort = await admin.api.call('GET', `${teamUserRoutes.list.path}?sortBy=password`);
    expect(unknownSort.statusCode).toBe(400);
    expect(unknownSort.json<ApiError>().details).toEqual([{ path: 'sortBy', message: expect.any(String) }]);
  });
});

describe('POST /api/v1/users', () => {
  it('adds a user to the account, who can then sign in with their user name and password', async () => {
    const admin = await newAdmin();
    const input = newUserInput();

    const response = await admin.api.call('POST', teamUserRoutes.create.path, input);
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<TeamUser>();
    expect(user).toEqual({
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: input.firstName,
      lastName: input.lastName,
      userName: input.userName,
      emailAddress: input.emailAddress,
      contactNumber: '+442079460123',
      roleName: 'agent',
      autoAssignNotification: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(user)).not.toContain(input.password);

    const signedIn = await signIn(t.app, input.userName.toUpperCase(), input.password);
    expect(signedIn.statusCode).toBe(200);
    const me = await meWith(signedIn.json().accessToken);
    expect(me.json()).toMatchObject({
      userId: user.userId,
      roleName: 'agent',
      account: { accountId: admin.accountId },
    });
  });

  it('refuses a user name or an email that any account already has, in any case, naming the fields', async () => {
    const admin = await newAdmin();
    const { input: elsewhere } = await signUp(t.app);
    const { input: teammate } = await addUser(admin);
    const add = (overrides: Partial<CreateUserInput>) =>
      admin.api.call('POST', teamUserRoutes.create.path, newUserInput(overrides));

    const userNameTaken = await add({ userName: elsewhere.userName.toUpperCase() });
    expect(userNameTaken.statusCode).toBe(409);
    expect(userNameTaken.json()).toEqual({
      code: 'USERNAME_TAKEN',
      message: errorMessages.USERNAME_TAKEN,
      details: [{ path: 'userName', message: errorMessages.USERNAME_TAKEN }],
    });
    const emailTaken = await add({ emailAddress: teammate.emailAddress.toUpperCase() });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: errorMessages.EMAIL_TAKEN,
      details: [{ path: 'emailAddress', message: errorMessages.EMAIL_TAKEN }],
    });
    const bothTaken = await add({ userName: teammate.userName, emailAddress: elsewhere.email });
    expect(bothTaken.json<ApiError>().details).toEqual([
      { path: 'userName', message: errorMessages.USERNAME_TAKEN },
      { path: 'emailAddress', message: errorMessages.EMAIL_TAKEN },
    ]);
    expect(await usersSeenBy(admin)).toHaveLength(2);
  });

  it('refuses a confirmation that differs from the password, on the confirmation field', async () => {
    const admin = await newAdmin();
    const input = newUserInput({ confirmPassword: 'something else entirely' });

    const response = await admin.api.call('POST', teamUserRoutes.create.path, input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: errorMessages.VALIDATION_FAILED,
      details: [{ path: 'confirmPassword', message: 'Passwords do not match' }],
    });
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(401);
  });

  it('asks for every field, a known role and a password of 8 characters', async () => {
    const admin = await newAdmin();
    const response = await admin.api.call('POST', teamUserRoutes.create.path, {
      ...newUserInput({
        firstName: ' ',
        roleName: 'owner' as never,
        password: 'short',
        confirmPassword: 'short',
      }),
      emailAddress: 'not an email',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First Name is required' },
        { path: 'emailAddress', message: 'Enter a valid email address' },
        { path: 'roleName', message: expect.any(String) },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ]),
    );
  });

  it('lets only an account admin add users', async () => {
    const admin = await newAdmin();
    const { member: manager } = await addMember(admin, { roleName: 'manager' });
    const { member: agent } = await addMember(admin);

    for (const member of [manager, agent]) {
      const response = await member.api.call('POST', teamUserRoutes.create.path, newUserInput());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(accountAdminOnly);
    }
    expect(await usersSeenBy(admin)).toHaveLength(3);
  });
});

describe('PUT /api/v1/users/:userId', () => {
  it("changes a user's details, role and notification, and keeps their user name and password", async () => {
    const admin = await newAdmin();
    const { user, input, member } = await addMember(admin);

    const response = await updateAs(admin, user, {
      firstName: 'Katherine',
      lastName: 'Johnson',
      emailAddress: `k.${input.emailAddress}`,
      contactNumber: '+1 (415) 555-0100',
      roleName: 'manager',
      autoAssignNotification: false,
      userName: 'ignored.user.name',
    });

    expect(response.statusCode, response.body).toBe(200);
    const updated = {
      ...user,
      firstName: 'Katherine',
      lastName: 'Johnson',
      emailAddress: `k.${input.emailAddress}`,
      contactNumber: '+14155550100',
      roleName: 'manager',
      autoAssignNotification: false,
    };
    expect(response.json()).toEqual(updated);
    expect((await usersSeenBy(admin)).find((seen) => seen.userId === user.userId)).toEqual(updated);
    expect((await meWith(member.token)).statusCode).toBe(200);
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(200);
  });

  it("sets a new password with its confirmation, ending the user's sessions", async () => {
    const admin = await newAdmin();
    const { user, input, member } = await addMember(admin);

    const mismatched = await updateAs(admin, user, {
      password: 'a new password',
      confirmPassword: 'a new passw0rd',
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json<ApiError>().details).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
    expect((await meWith(member.token)).statusCode).toBe(200);

    const changed = await updateAs(admin, user, {
      password: 'a new password',
      confirmPassword: 'a new password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await meWith(member.token)).json()).toEqual({
      code: 'UNAUTHORIZED',
      message: errorMessages.UNAUTHORIZED,
    });
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(401);
    const signedIn = await signIn(t.app, input.userName, 'a new password');
    expect(signedIn.statusCode).toBe(200);

    expect((await updateAs(admin, user, { password: '', confirmPassword: '' })).statusCode).toBe(200);
    expect((await meWith(signedIn.json().accessToken)).statusCode).toBe(200);
  });

  it('refuses an email another user has, and keeps the user’s own in another case', async () => {
    const admin = await newAdmin();
    const { user } = await addUser(admin);
    const { input: elsewhere } = await signUp(t.app);

    const taken = await updateAs(admin, user, { emailAddress: elsewhere.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiError>().details).toEqual([
      { path: 'emailAddress', message: errorMessages.EMAIL_TAKEN },
    ]);
    const own = await updateAs(admin, user, { emailAddress: user.emailAddress.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it("applies a role change on the user's next request", async () => {
    const admin = await newAdmin();
    const { user: manager, member: managerMember } = await addMember(admin, { roleName: 'manager' });
    const { user: agent, member: agentMember } = await addMember(admin);
    expect((await managerMember.api.call('GET', teamUserRoutes.list.path)).statusCode).toBe(200);

    expect((await updateAs(admin, manager, { roleName: 'agent' })).statusCode).toBe(200);
    expect((await updateAs(admin, agent, { roleName: 'accountAdmin' })).statusCode).toBe(200);

    expect((await managerMember.api.call('GET', teamUserRoutes.list.path)).statusCode).toBe(403);
    expect((await agentMember.api.call('POST', teamUserRoutes.create.path, newUserInput())).statusCode).toBe(
      201,
    );
  });

  it('closes the realtime sockets of a user whose role changes, who then connects in the new role', async () => {
    const { owner, channel } = await w.newBusiness();
    const { user: agentUser, member: agent } = await addMember(owner);
    const { user: colleague } = await addUser(owner, { firstName: 'Colleague' });
    const socket = await connectRealtime(appUrl(w), agent.token);
    try {
      expect((await updateAs(owner, agentUser, { roleName: 'manager' })).statusCode).toBe(200);
      expect(await socket.disconnected()).toBe('io server disconnect');
    } finally {
      socket.close();
    }

    // As a manager, the same session now hears of a conversation assigned to someone else.
    const again = await connectRealtime(appUrl(w), agent.token);
    try {
      const waId = newCustomer();
      await w.customerWrites(channel, waId);
      const { conversationId } = await w.conversationOf(owner, channel, waId);
      await owner.api.ok('PUT', conversationPath(inboxRoutes.assignAgent.path, conversationId), {
        assignedAgentId: colleague.userId,
      });
      await again.next(
        'conversation.updated',
        (event) =>
          event.conversation.conversationId === conversationId &&
          event.conversation.assignedAgentId === colleague.userId,
      );
    } finally {
      again.close();
    }
  });

  it('does not let an admin change their own role, but lets them change their own details', async () => {
    const admin = await newAdmin();
    const [self] = (await usersSeenBy(admin)).filter((user) => user.userId === admin.userId);
    if (!self) throw new Error('the admin is not in their own list');

    const demoted = await updateAs(admin, self, { roleName: 'manager' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({
      code: 'OWN_ROLE_UNCHANGEABLE',
      message: errorMessages.OWN_ROLE_UNCHANGEABLE,
      details: [{ path: 'roleName', message: errorMessages.OWN_ROLE_UNCHANGEABLE }],
    });
    const renamed = await updateAs(admin, self, { lastName: 'Byron' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ lastName: 'Byron', roleName: 'accountAdmin' });
  });

  it("answers 404 for another account's user, and lets only an account admin edit", async () => {
    const admin = await newAdmin();
    const { user: stranger } = await addUser(await newAdmin());
    const { user, member: manager } = await addMember(admin, { roleName: 'manager' });

    const elsewhere = await updateAs(admin, stranger, { firstName: 'Mallory' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
    expect((await deleteAs(admin, stranger.userId)).statusCode).toBe(404);
    const byManager = await updateAs(manager, user, { firstName: 'Mallory' });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toEqual(accountAdminOnly);
    expect(await namesSeenBy(admin)).toEqual(['Ada', 'Grace']);
  });
});

describe('DELETE /api/v1/users/:userId', () => {
  it('deletes the user, whose token and password stop working at once', async () => {
    const admin = await newAdmin();
    const { user, input, member } = await addMember(admin);

    const socket = await connectRealtime(appUrl(w), member.token);

    const response = await deleteAs(admin, user.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await socket.disconnected()).toBe('io server disconnect');
    await expect(connectRealtime(appUrl(w), member.token)).rejects.toThrow('UNAUTHORIZED');
    expect((await meWith(member.token)).statusCode).toBe(401);
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(401);
    expect((await usersSeenBy(admin)).map((seen) => seen.userId)).toEqual([admin.userId]);
    expect((await deleteAs(admin, user.userId)).statusCode).toBe(404);
  });

  it('unassigns their conversations and pushes the change to open inboxes', async () => {
    const { owner, channel } = await w.newBusiness();
    const { user: leaving } = await addUser(owner, { firstName: 'Leaving' });
    const { member: colleague } = await addMember(owner, { firstName: 'Staying' });
    const waId = newCustomer();
    await w.customerWrites(channel, waId);
    const { conversationId } = await w.conversationOf(owner, channel, waId);
    await owner.api.ok('PUT', conversationPath(inboxRoutes.assignAgent.path, conversationId), {
      assignedAgentId: leaving.userId,
    });
    const inboxes = await Promise.all(
      [owner, colleague].map((member) => connectRealtime(appUrl(w), member.token)),
    );
    try {
      expect((await deleteAs(owner, leaving.userId)).statusCode).toBe(200);

      for (const inbox of inboxes) {
        // The assignment's own update may still be on its way to a socket opened just after it.
        const { conversation } = await inbox.next(
          'conversation.updated',
          (event) =>
            event.conversation.conversationId === conversationId &&
            event.conversation.assignedAgentId === null,
        );
        expect(conversation).toMatchObject({ assignedAgentId: null, assignedAgentName: null });
      }
      const stored = await owner.api.ok<Conversation>(
        'GET',
        conversationPath(inboxRoutes.getConversation.path, conversationId),
      );
      expect(stored.assignedAgentId).toBeNull();
    } finally {
      for (const inbox of inboxes) inbox.close();
    }
  });

  it('does not let an admin delete themselves, and lets only an account admin delete', async () => {
    const admin = await newAdmin();
    const { user, member: manager } = await addMember(admin, { roleName: 'manager' });

    const self = await deleteAs(admin, admin.userId);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      code: 'OWN_USER_UNDELETABLE',
      message: errorMessages.OWN_USER_UNDELETABLE,
    });
    const byManager = await deleteAs(manager, admin.userId);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toEqual(accountAdminOnly);
    expect((await usersSeenBy(admin)).map((seen) => seen.userId)).toEqual([admin.userId, user.userId]);
  });
});

import { randomUUID } from 'node:crypto';
import { authRoutes, userRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  clientAddress,
  latestCode,
  signIn,
  signUp,
  startTestApp,
  type TestApp,
  testOperatorToken,
} from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const operatorPath = (accountId: string) => `/api/v1/operator/accounts/${accountId}`;
const setActive = (
  accountId: string,
  isActive: boolean,
  headers: Record<string, string> = bearer(testOperatorToken),
) => t.app.inject({ method: 'PATCH', url: operatorPath(accountId), headers, payload: { isActive } });
const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: userRoutes.me.path, headers: bearer(accessToken) });
const updateBasicDetails = (accessToken: string) =>
  t.app.inject({
    method: 'PUT',
    url: userRoutes.updateBasicDetails.path,
    headers: bearer(accessToken),
    payload: { firstName: 'Ada', lastName: 'Byron', contactNumber: '+442079460958' },
  });

const blocked = { code: 'ACCOUNT_BLOCKED', message: 'Your account is blocked. Please contact support.' };

/** A new business, signed up, with its account id. */
async function newAccount() {
  const signedUp = await signUp(t.app);
  const accountId: string = (await me(signedUp.accessToken)).json().account.accountId;
  return { ...signedUp, accountId };
}

describe('PATCH /api/v1/operator/accounts/:accountId', () => {
  it('blocks an account and answers its summary', async () => {
    const { accountId, input } = await newAccount();
    const response = await setActive(accountId, false);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accountId, accountName: input.accountName, isActive: false });
  });

  it('still tells a blocked user who they are, with isActive false', async () => {
    const { accountId, accessToken } = await newAccount();
    await setActive(accountId, false);

    const response = await me(accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ accountId, isActive: false });
  });

  it('refuses every other call of a blocked account with 403 ACCOUNT_BLOCKED', async () => {
    const { accountId, accessToken, input } = await newAccount();
    await setActive(accountId, false);

    const update = await updateBasicDetails(accessToken);
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual(blocked);
    const change = await t.app.inject({
      method: 'PUT',
      url: userRoutes.changePassword.path,
      headers: bearer(accessToken),
      payload: { currentPassword: input.password, newPassword: 'a brand new password' },
    });
    expect(change.statusCode).toBe(403);
  });

  it('refuses to sign a blocked user in, with a password or with a code', async () => {
    const { accountId, input } = await newAccount();
    await setActive(accountId, false);

    const login = await signIn(t.app, input.userName, input.password);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual(blocked);

    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: clientAddress() });
    await post(authRoutes.requestOtp.path, { email: input.email });
    const otp = await latestCode(t.dataDir, input.email);
    const verified = await post(authRoutes.verifyOtp.path, { email: input.email, otp });
    expect(verified.statusCode).toBe(403);
    expect(verified.json()).toEqual(blocked);
  });

  it('still refuses a wrong password for a blocked account as incorrect', async () => {
    const { accountId, input } = await newAccount();
    await setActive(accountId, false);

    expect((await signIn(t.app, input.userName, 'not the password')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('blocks every user of the account only, not other accounts', async () => {
    const { accountId } = await newAccount();
    const other = await newAccount();
    await setActive(accountId, false);

    expect((await updateBasicDetails(other.accessToken)).statusCode).toBe(200);
  });

  it('unblocks an account, after which its users work again', async () => {
    const { accountId, accessToken, input } = await newAccount();
    await setActive(accountId, false);
    const response = await setActive(accountId, true);

    expect(response.json().isActive).toBe(true);
    expect((await updateBasicDetails(accessToken)).statusCode).toBe(200);
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(200);
  });

  it('refuses a call without the operator token, or with a wrong one', async () => {
    const { accountId, accessToken } = await newAccount();

    const attempts = [
      {},
      bearer('wrong-operator-token-0123456789'),
      bearer(accessToken),
      { authorization: testOperatorToken },
    ];
    for (const headers of attempts) {
      const response = await setActive(accountId, false, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
    }
    expect((await me(accessToken)).json().account.isActive).toBe(true);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await setActive(randomUUID(), false);

    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('refuses a malformed call without the operator token before looking at it', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: operatorPath('42'), payload: {} });

    expect(response.statusCode).toBe(401);
  });

  it('rejects an account id that is not a uuid and a body without isActive', async () => {
    const notUuid = await setActive('42', false);
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().details).toEqual([{ path: 'accountId', message: expect.any(String) }]);

    const { accountId } = await newAccount();
    const noBody = await t.app.inject({
      method: 'PATCH',
      url: operatorPath(accountId),
      headers: bearer(testOperatorToken),
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().details).toEqual([{ path: 'isActive', message: expect.any(String) }]);
  });

  describe('when no OPERATOR_TOKEN is configured', () => {
    let bare: TestApp;
    beforeAll(async () => {
      bare = await startTestApp({ OPERATOR_TOKEN: undefined }, { database: t.database });
    });
    afterAll(() => bare?.close());

    it('answers 404, as if the route did not exist', async () => {
      const { accessToken } = await signUp(bare.app);
      const { accountId } = (
        await bare.app.inject({ method: 'GET', url: userRoutes.me.path, headers: bearer(accessToken) })
      ).json().account;

      for (const headers of [{}, bearer(testOperatorToken)]) {
        const response = await bare.app.inject({
          method: 'PATCH',
          url: operatorPath(accountId),
          headers,
          payload: { isActive: false },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    });

    it('answers 404 to a malformed call too, so nothing tells that the route exists', async () => {
      const response = await bare.app.inject({ method: 'PATCH', url: operatorPath('42'), payload: {} });

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });
  });
});

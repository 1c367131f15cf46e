import { authRoutes, userRoutes } from '@parley/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  clientAddress,
  latestCode,
  signIn,
  signUp,
  startTestApp,
  type TestApp,
} from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: userRoutes.me.path, headers });
const put = (url: string, accessToken: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(accessToken), payload });

const unauthorized = { code: 'UNAUTHORIZED', message: 'Please sign in to continue' };

/** A token signed as the app signs them (a new user's token version is 0), with the claims given. */
async function signedToken(claims: {
  userId: string;
  accountId: string;
  issuedAt: number;
  expiresAt: number;
  tokenVersion?: number;
}) {
  return new SignJWT({ acc: claims.accountId, role: 'accountAdmin', ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer('parley')
    .setIssuedAt(claims.issuedAt)
    .setExpirationTime(claims.expiresAt)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

describe('GET /api/v1/users/me', () => {
  it('answers the signed-in user with their account', async () => {
    const { accessToken, input } = await signUp(t.app, { contactNumber: '+91 98765 43210' });
    const response = await me(bearer(accessToken));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: input.firstName,
      lastName: input.lastName,
      userName: input.userName,
      emailAddress: input.email,
      contactNumber: '+919876543210',
      roleName: 'accountAdmin',
      account: {
        accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        accountName: input.accountName,
        isActive: true,
      },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('refuses a request without a token', async () => {
    const response = await me();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('refuses a token that is not a JWT, and a header that is not Bearer', async () => {
    const { accessToken } = await signUp(t.app);

    for (const authorization of ['Bearer not-a-token', `Basic ${accessToken}`, accessToken, 'Bearer ']) {
      const response = await me({ authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
  });

  it('refuses an expired token', async () => {
    const { accessToken } = await signUp(t.app);
    const { userId, account } = (await me(bearer(accessToken))).json();
    const now = Math.floor(Date.now() / 1000);
    const expired = await signedToken({
      userId,
      accountId: account.accountId,
      issuedAt: now - 60,
      expiresAt: now - 1,
      tokenVersion: 0,
    });

    const response = await me(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('accepts a token signed with the same secret until it expires', async () => {
    const { accessToken } = await signUp(t.app);
    const { userId, account } = (await me(bearer(accessToken))).json();
    const now = Math.floor(Date.now() / 1000);
    const valid = await signedToken({
      userId,
      accountId: account.accountId,
      issuedAt: now,
      expiresAt: now + 60,
      tokenVersion: 0,
    });

    expect((await me(bearer(valid))).statusCode).toBe(200);
  });

  it('refuses a token without a token version, or with another one', async () => {
    const { accessToken } = await signUp(t.app);
    const { userId, account } = (await me(bearer(accessToken))).json();
    const now = Math.floor(Date.now() / 1000);
    const claims = { userId, accountId: account.accountId, issuedAt: now, expiresAt: now + 60 };

    expect((await me(bearer(await signedToken(claims)))).json()).toEqual(unauthorized);
    expect((await me(bearer(await signedToken({ ...claims, tokenVersion: 1 })))).json()).toEqual(
      unauthorized,
    );
  });

  it('refuses a token signed with another secret', async () => {
    const { accessToken } = await signUp(t.app);
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;

    expect((await me(bearer(forged))).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/users/me/basic-details', () => {
  it('updates the first name, last name and contact number', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await put(userRoutes.updateBasicDetails.path, accessToken, {
      firstName: ' Charles ',
      lastName: 'Babbage',
      contactNumber: '+44 (20) 7946-0000',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Charles',
      lastName: 'Babbage',
      contactNumber: '+442079460000',
    });
    expect((await me(bearer(accessToken))).json()).toMatchObject({
      firstName: 'Charles',
      lastName: 'Babbage',
      contactNumber: '+442079460000',
    });
  });

  it('asks for a first name when it is empty', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await put(userRoutes.updateBasicDetails.path, accessToken, {
      firstName: '',
      lastName: 'Babbage',
      contactNumber: '+442079460000',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: [{ path: 'firstName', message: 'First Name is required' }],
    });
  });

  it('rejects an invalid contact number and leaves the details as they were', async () => {
    const { accessToken, input } = await signUp(t.app);
    const response = await put(userRoutes.updateBasicDetails.path, accessToken, {
      firstName: 'Charles',
      lastName: 'Babbage',
      contactNumber: 'call me',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'contactNumber', message: 'Enter a valid contact number with country code' },
    ]);
    expect((await me(bearer(accessToken))).json().firstName).toBe(input.firstName);
  });

  it('refuses a request without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: userRoutes.updateBasicDetails.path,
      payload: { firstName: 'Charles', lastName: 'Babbage', contactNumber: '+442079460000' },
    });

    expect(response.statusCode).toBe(401);
  });

  it('refuses a request without a token before looking at its body', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: userRoutes.updateBasicDetails.path,
      payload: { firstName: '' },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });
});

describe('PUT /api/v1/users/me/password', () => {
  it('refuses a wrong current password, naming the field', async () => {
    const { accessToken, input } = await signUp(t.app);
    const response = await put(userRoutes.changePassword.path, accessToken, {
      currentPassword: 'not the password',
      newPassword: 'a brand new password',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Your current password is incorrect',
      details: [{ path: 'currentPassword', message: 'Your current password is incorrect' }],
    });
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(200);
  });

  it('rejects a new password shorter than 8 characters', async () => {
    const { accessToken, input } = await signUp(t.app);
    const response = await put(userRoutes.changePassword.path, accessToken, {
      currentPassword: input.password,
      newPassword: 'short',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'newPassword', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('changes the password, answers a new token and refuses every token issued before', async () => {
    const { accessToken, input } = await signUp(t.app);
    const otherSession = (await signIn(t.app, input.userName, input.password)).json().accessToken;
    const response = await put(userRoutes.changePassword.path, accessToken, {
      currentPassword: input.password,
      newPassword: 'a brand new password',
    });

    expect(response.statusCode).toBe(200);
    expect((await me(bearer(response.json().accessToken))).statusCode).toBe(200);
    expect((await me(bearer(accessToken))).json()).toEqual(unauthorized);
    expect((await me(bearer(otherSession))).json()).toEqual(unauthorized);
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(401);
    const signedIn = await signIn(t.app, input.userName, 'a brand new password');
    expect(signedIn.statusCode).toBe(200);
    expect((await me(bearer(signedIn.json().accessToken))).statusCode).toBe(200);
  });

  it('ends older sessions when the password is reset by email too', async () => {
    const { accessToken, input } = await signUp(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: clientAddress() });
    await post(authRoutes.forgotPassword.path, { userName: input.userName });
    const otp = await latestCode(t.dataDir, input.email);

    expect(
      (
        await post(authRoutes.resetPassword.path, {
          userName: input.userName,
          otp,
          newPassword: 'reset password',
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(bearer(accessToken))).statusCode).toBe(401);
  });
});

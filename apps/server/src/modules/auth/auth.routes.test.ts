import { authRoutes, limits, userRoutes } from '@parley/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema/index';
import {
  bearer,
  clientAddress,
  latestCode,
  latestEmail,
  readOutbox,
  signIn,
  signUp,
  signUpInput,
  startTestApp,
  type TestApp,
} from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: clientAddress() });

const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: userRoutes.me.path, headers: bearer(accessToken) });

describe('POST /api/v1/auth/signup', () => {
  it('creates the account and its accountAdmin, and answers 201 with a token', async () => {
    const input = signUpInput({ accountName: 'Babbage & Co' });
    const response = await post(authRoutes.signUp.path, input);

    expect(response.statusCode).toBe(201);
    const { accessToken } = response.json();
    expect(accessToken).toEqual(expect.any(String));
    const current = await me(accessToken);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      userName: input.userName,
      emailAddress: input.email,
      roleName: 'accountAdmin',
      account: { accountId: expect.any(String), accountName: 'Babbage & Co', isActive: true },
    });
  });

  it('refuses a user name already taken, whatever its case', async () => {
    const { input } = await signUp(t.app);
    const response = await post(
      authRoutes.signUp.path,
      signUpInput({ userName: input.userName.toUpperCase() }),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'This user name is already taken',
      details: [{ path: 'userName', message: 'This user name is already taken' }],
    });
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const { input } = await signUp(t.app);
    const response = await post(authRoutes.signUp.path, signUpInput({ email: input.email.toUpperCase() }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
      details: [{ path: 'email', message: 'An account with this email already exists' }],
    });
  });

  it('reports both the user name and the email when both are taken', async () => {
    const { input } = await signUp(t.app);
    const response = await post(
      authRoutes.signUp.path,
      signUpInput({ userName: input.userName, email: input.email }),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('USERNAME_TAKEN');
    expect(response.json().details.map((issue: { path: string }) => issue.path)).toEqual([
      'userName',
      'email',
    ]);
  });

  it('lists every missing field in the words of the contract', async () => {
    const response = await post(authRoutes.signUp.path, {});

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Please check the highlighted fields');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First Name is required' },
        { path: 'lastName', message: 'Last Name is required' },
        { path: 'userName', message: 'User Name is required' },
        { path: 'email', message: 'Email is required' },
        { path: 'contactNumber', message: 'Contact Number is required' },
        { path: 'accountName', message: 'Account Name is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
    expect(body.details).toHaveLength(7);
  });

  it('treats a field of blanks as missing', async () => {
    const response = await post(authRoutes.signUp.path, signUpInput({ firstName: '   ' }));

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'firstName', message: 'First Name is required' }]);
  });

  it('rejects a contact number that is not an international number', async () => {
    for (const contactNumber of ['12345', '0044 20 7946 0958', '+44 20 7946 095x']) {
      const response = await post(authRoutes.signUp.path, signUpInput({ contactNumber }));

      expect(response.statusCode, contactNumber).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'contactNumber', message: 'Enter a valid contact number with country code' },
      ]);
    }
  });

  it('stores the contact number without spaces, dashes or brackets', async () => {
    const { accessToken } = await signUp(t.app, { contactNumber: '+1 (415) 555-0100' });

    expect((await me(accessToken)).json().contactNumber).toBe('+14155550100');
  });

  it('rejects an invalid email, a malformed user name and a short password', async () => {
    const response = await post(
      authRoutes.signUp.path,
      signUpInput({ email: 'ada-at-example.com', userName: 'a b', password: 'short' }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'userName', message: 'Use 3 to 50 letters, digits, dots, dashes or underscores' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ]),
    );
  });

  it('limits sign-ups from one address to 20 a minute', async () => {
    const remoteAddress = clientAddress();
    const attempt = () =>
      t.app.inject({ method: 'POST', url: authRoutes.signUp.path, payload: {}, remoteAddress });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(400);

    const response = await attempt();
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down.',
    });
  });
});

describe('POST /api/v1/auth/login', () => {
  it('answers a token for the right password', async () => {
    const { input } = await signUp(t.app);
    const response = await signIn(t.app, input.userName, input.password);

    expect(response.statusCode).toBe(200);
    expect((await me(response.json().accessToken)).json().userName).toBe(input.userName);
  });

  it('finds the user name whatever its case', async () => {
    const { input } = await signUp(t.app, { userName: `Grace.Hopper.${Date.now()}` });
    const response = await signIn(t.app, input.userName.toLowerCase(), input.password);

    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with the spec text', async () => {
    const { input } = await signUp(t.app);
    const response = await signIn(t.app, input.userName, 'not the password');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Your email or password is incorrect',
    });
  });

  it('answers an unknown user name exactly as a wrong password', async () => {
    const response = await signIn(t.app, 'nobody.here', 'whatever password');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Your email or password is incorrect',
    });
  });

  it('asks for the missing user name and password', async () => {
    const response = await post(authRoutes.signIn.path, {});

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'userName', message: 'User Name is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('refuses the user name after 10 failures, even with the right password and from other addresses', async () => {
    const { input } = await signUp(t.app);
    for (let i = 1; i <= limits.signInFailuresBeforeLock; i++) {
      expect((await signIn(t.app, input.userName, `wrong password ${i}`)).statusCode).toBe(401);
    }

    const response = await signIn(t.app, input.userName.toUpperCase(), input.password);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed attempts. Please try again later.',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(limits.signInLockSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(limits.signInLockSeconds);
  });

  it('counts failures per user name, so other users can still sign in', async () => {
    const locked = await signUp(t.app);
    const other = await signUp(t.app);
    for (let i = 0; i < limits.signInFailuresBeforeLock; i++)
      await signIn(t.app, locked.input.userName, 'wrong password');

    expect((await signIn(t.app, other.input.userName, other.input.password)).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    const { input } = await signUp(t.app);
    const failBelowLock = async () => {
      for (let i = 1; i < limits.signInFailuresBeforeLock; i++) {
        expect((await signIn(t.app, input.userName, 'wrong password')).statusCode).toBe(401);
      }
    };

    await failBelowLock();
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(200);
    await failBelowLock();
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/forgot-password', () => {
  it('emails a code that resets the password once', async () => {
    const { input } = await signUp(t.app);
    const sent = await post(authRoutes.forgotPassword.path, { userName: input.userName });

    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, expiresInSeconds: limits.otpTtlSeconds });
    const email = await latestEmail(t.dataDir, input.email);
    expect(email.subject).toBe('Your Parley password reset code');
    const code = await latestCode(t.dataDir, input.email);
    expect(email.text).toContain(`Hello ${input.firstName}`);
    expect(email.text).toContain(`Your code to reset your Parley password is ${code}.`);

    const reset = await post(authRoutes.resetPassword.path, {
      userName: input.userName,
      otp: code,
      newPassword: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect((await signIn(t.app, input.userName, 'a brand new password')).statusCode).toBe(200);
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(401);

    const again = await post(authRoutes.resetPassword.path, {
      userName: input.userName,
      otp: code,
      newPassword: 'yet another password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_OTP',
      message: 'The code is invalid or has expired',
    });
  });

  it('answers the same for an unknown user name and sends nothing', async () => {
    const before = (await readOutbox(t.dataDir)).length;
    const response = await post(authRoutes.forgotPassword.path, { userName: 'no.such.user' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true, expiresInSeconds: limits.otpTtlSeconds });
    expect(await readOutbox(t.dataDir)).toHaveLength(before);
  });

  it('writes the email in the language the browser asks for', async () => {
    const { input } = await signUp(t.app, { firstName: 'Grete' });
    await post(
      authRoutes.forgotPassword.path,
      { userName: input.userName },
      { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    );

    const email = await latestEmail(t.dataDir, input.email);
    const code = await latestCode(t.dataDir, input.email);
    expect(email.subject).toBe('Ihr Parley-Code zum Zurücksetzen des Passworts');
    expect(email.text).toContain('Hallo Grete');
    expect(email.text).toContain(`Ihr Code zum Zurücksetzen Ihres Parley-Passworts lautet ${code}.`);
  });

  it('writes English when the browser asks for a language Parley does not speak', async () => {
    const { input } = await signUp(t.app);
    await post(authRoutes.forgotPassword.path, { userName: input.userName }, { 'accept-language': 'fr-FR' });

    expect((await latestEmail(t.dataDir, input.email)).subject).toBe('Your Parley password reset code');
  });
});

describe('POST /api/v1/auth/reset-password', () => {
  const requestCode = async (userName: string, email: string) => {
    await post(authRoutes.forgotPassword.path, { userName });
    return latestCode(t.dataDir, email);
  };
  const reset = (userName: string, otp: string, newPassword = 'a brand new password') =>
    post(authRoutes.resetPassword.path, { userName, otp, newPassword });

  it('burns the code after 5 wrong tries, so the right one fails on the 6th', async () => {
    const { input } = await signUp(t.app);
    const code = await requestCode(input.userName, input.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < limits.otpMaxAttempts; i++) {
      expect((await reset(input.userName, wrong)).json().code).toBe('INVALID_OTP');
    }

    const response = await reset(input.userName, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_OTP');
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(200);
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const { input } = await signUp(t.app);
    const code = await requestCode(input.userName, input.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < limits.otpMaxAttempts; i++) await reset(input.userName, wrong);

    expect((await reset(input.userName, code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { accessToken, input } = await signUp(t.app);
    const code = await requestCode(input.userName, input.email);
    const { userId } = (await me(accessToken)).json();
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, userId));

    const response = await reset(input.userName, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_OTP');
  });

  it('refuses a sign-in code, which is for signing in only', async () => {
    const { input } = await signUp(t.app);
    await post(authRoutes.requestOtp.path, { email: input.email });
    const signInCode = await latestCode(t.dataDir, input.email);

    expect((await reset(input.userName, signInCode)).json().code).toBe('INVALID_OTP');
  });

  it('refuses a code for an unknown user name', async () => {
    expect((await reset('no.such.user', '123456')).json().code).toBe('INVALID_OTP');
  });

  it('rejects a code that is not six digits and a new password that is too short', async () => {
    const response = await reset('someone', '12ab', 'short');

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'otp', message: 'Enter the 6-digit code' },
      { path: 'newPassword', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('lifts the lock on a user name that had too many failed sign-ins', async () => {
    const { input } = await signUp(t.app);
    for (let i = 0; i < limits.signInFailuresBeforeLock; i++)
      await signIn(t.app, input.userName, 'wrong password');
    expect((await signIn(t.app, input.userName, input.password)).statusCode).toBe(429);

    const code = await requestCode(input.userName, input.email);
    expect((await reset(input.userName, code)).statusCode).toBe(200);
    expect((await signIn(t.app, input.userName, 'a brand new password')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/otp', () => {
  it('emails a sign-in code that verifies into a working token', async () => {
    const { input } = await signUp(t.app);
    const sent = await post(authRoutes.requestOtp.path, { email: input.email.toUpperCase() });

    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, expiresInSeconds: limits.otpTtlSeconds });
    const email = await latestEmail(t.dataDir, input.email);
    const code = await latestCode(t.dataDir, input.email);
    expect(email.subject).toBe('Your Parley sign-in code');
    expect(email.text).toContain(`Your code to sign in to Parley is ${code}.`);

    const verified = await post(authRoutes.verifyOtp.path, { email: input.email, otp: code });
    expect(verified.statusCode).toBe(200);
    const current = await me(verified.json().accessToken);
    expect(current.statusCode).toBe(200);
    expect(current.json().userName).toBe(input.userName);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await readOutbox(t.dataDir)).length;
    const response = await post(authRoutes.requestOtp.path, { email: 'nobody@example.com' });

    expect(response.json()).toEqual({ sent: true, expiresInSeconds: limits.otpTtlSeconds });
    expect(await readOutbox(t.dataDir)).toHaveLength(before);
  });

  it('writes the email in German for a German browser', async () => {
    const { input } = await signUp(t.app);
    await post(authRoutes.requestOtp.path, { email: input.email }, { 'accept-language': 'de' });

    expect((await latestEmail(t.dataDir, input.email)).subject).toBe('Ihr Parley-Anmeldecode');
  });
});

describe('POST /api/v1/auth/otp/verify', () => {
  it('refuses the code with another email', async () => {
    const { input } = await signUp(t.app);
    const other = await signUp(t.app);
    await post(authRoutes.requestOtp.path, { email: input.email });
    const code = await latestCode(t.dataDir, input.email);

    const response = await post(authRoutes.verifyOtp.path, { email: other.input.email, otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_OTP',
      message: 'The code is invalid or has expired',
    });
    const unknown = await post(authRoutes.verifyOtp.path, { email: 'nobody@example.com', otp: code });
    expect(unknown.json().code).toBe('INVALID_OTP');
  });

  it('retires the previous code when a new one is sent', async () => {
    const { input } = await signUp(t.app);
    await post(authRoutes.requestOtp.path, { email: input.email });
    const first = await latestCode(t.dataDir, input.email);
    await post(authRoutes.requestOtp.path, { email: input.email });
    const second = await latestCode(t.dataDir, input.email);

    // Two random codes are the same once in a million; then the first one is the second one.
    if (first !== second) {
      expect((await post(authRoutes.verifyOtp.path, { email: input.email, otp: first })).json().code).toBe(
        'INVALID_OTP',
      );
    }
    expect((await post(authRoutes.verifyOtp.path, { email: input.email, otp: second })).statusCode).toBe(200);
  });

  it('accepts a code once only', async () => {
    const { input } = await signUp(t.app);
    await post(authRoutes.requestOtp.path, { email: input.email });
    const code = await latestCode(t.dataDir, input.email);

    expect((await post(authRoutes.verifyOtp.path, { email: input.email, otp: code })).statusCode).toBe(200);
    expect((await post(authRoutes.verifyOtp.path, { email: input.email, otp: code })).json().code).toBe(
      'INVALID_OTP',
    );
  });

  it('refuses a password reset code, which is for resetting only', async () => {
    const { input } = await signUp(t.app);
    await post(authRoutes.forgotPassword.path, { userName: input.userName });
    const resetCode = await latestCode(t.dataDir, input.email);

    expect((await post(authRoutes.verifyOtp.path, { email: input.email, otp: resetCode })).json().code).toBe(
      'INVALID_OTP',
    );
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusiness, operatorToken, type Stack, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function signUp(page: Page, business: ReturnType<typeof newBusiness>) {
  await page.goto('/');
  await page.getByTestId('get-started').click();
  await page.waitForURL('**/auth/jwt/signup');
  for (const [field, value] of Object.entries(business))
    await page.locator(`input[name="${field}"]`).fill(value);
  await page.getByTestId('sign-up-submit').click();
  await page.waitForURL('**/dashboard');
}

async function signIn(page: Page, userName: string, password: string) {
  await page.goto('/auth/jwt/login');
  await page.locator('input[name="userName"]').fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

async function signOut(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('sign-out').click();
  await page.waitForURL('**/auth/jwt/login**');
}

describe('signing up, in and out', () => {
  it('signs up, signs out, signs in, and keeps Arabic and the colour preset across a reload', async () => {
    const page = await stack.newPage();
    const business = newBusiness();
    await signUp(page, business);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Maya');
    expect(await page.title()).toBe('Parley');

    await signOut(page);
    await signIn(page, business.userName, business.password);
    await page.waitForURL('**/dashboard');

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-ar').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await toastShown(page, 'تم تغيير اللغة');

    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-colorPreset-purple').click();
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByTestId('account-menu').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const avatarColour = await page
      .getByTestId('account-menu')
      .locator('.MuiAvatar-root')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(avatarColour).toBe('rgb(118, 53, 220)');
  });

  it('answers a wrong password with the spec text', async () => {
    const page = await stack.newPage();
    const business = newBusiness();
    await signUp(page, business);
    await signOut(page);
    await signIn(page, business.userName, 'not-the-password');
    expect(await page.getByTestId('form-error').innerText()).toBe('Your email or password is incorrect');
  });

  it('signs out a user whose account gets blocked, saying why', async () => {
    const page = await stack.newPage();
    await signUp(page, newBusiness());
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const me = (await (
      await fetch(`${stack.baseUrl}/api/v1/users/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      account: { accountId: string };
    };
    const blocked = await fetch(`${stack.baseUrl}/api/v1/operator/accounts/${me.account.accountId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ isActive: false }),
    });
    expect(blocked.status).toBe(200);

    await page.reload();
    await page.waitForURL('**/auth/jwt/login**');
    // Told on the login page the reload leads to, or by the open dashboard before it.
    await toastShown(page, 'Your account is blocked. Please contact support.');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
  it('sends a user whose session is no longer accepted back to the login, without the token', async () => {
    const page = await stack.newPage();
    const business = newBusiness();
    await signUp(page, business);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    // A password change on another device ends this session on the server.
    const changed = await fetch(`${stack.baseUrl}/api/v1/users/me/password`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: business.password, newPassword: 'changed-elsewhere-2026' }),
    });
    expect(changed.status).toBe(200);

    await page.reload();
    await page.waitForURL('**/auth/jwt/login**');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});

describe('codes by email', () => {
  it('resets a forgotten password with the emailed code', async () => {
    const page = await stack.newPage();
    const business = newBusiness();
    await signUp(page, business);
    await signOut(page);

    await page.goto('/auth/jwt/forgot-password');
    await page.locator('input[name="userName"]').fill(business.userName);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/auth/jwt/reset-password**');
    await page.locator('input[name="otp"]').fill(stack.latestCode(business.email));
    await page.locator('input[name="newPassword"]').fill('a-brand-new-password');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/auth/jwt/login**');

    await signIn(page, business.userName, 'a-brand-new-password');
    await page.waitForURL('**/dashboard');
  });

  it('signs in with a one-time code', async () => {
    const page = await stack.newPage();
    const business = newBusiness();
    await signUp(page, business);
    await signOut(page);

    await page.goto('/auth/jwt/login');
    await page.getByRole('link', { name: 'Sign in with a one-time code' }).click();
    await page.waitForURL('**/auth/jwt/login-otp');
    await page.locator('input[name="email"]').fill(business.email);
    await page.getByTestId('send-code').click();
    await page.waitForURL('**/auth/jwt/otp-email**');
    await page.getByTestId('enter-code').click();
    await page.waitForURL('**/auth/jwt/otp-verify**');
    await page.locator('input[name="otp"]').fill(stack.latestCode(business.email));
    await page.getByTestId('verify-code').click();
    await page.waitForURL('**/dashboard');
  });
});

describe('the dashboard shell', () => {
  it('updates the profile from the settings page', async () => {
    const page = await stack.newPage();
    await signUp(page, newBusiness());
    await page.goto('/dashboard/account');
    await page.locator('input[name="firstName"]').fill('Mia');
    await page.getByTestId('save-profile').click();
    await toastShown(page, 'Profile updated successfully');
    await page.locator('input[name="contactNumber"]').fill('');
    await page.getByTestId('save-profile').click();
    expect(await page.getByText('Contact Number is required').count()).toBe(1);
  });

  it('shows the 404 page for an unknown route and sends signed-out visitors to the login', async () => {
    const page = await stack.newPage();
    await page.goto('/no-such-page');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sorry, page not found!');
    await page.goto('/dashboard/account');
    await page.waitForURL('**/auth/jwt/login?returnTo=%2Fdashboard%2Faccount');
  });
});

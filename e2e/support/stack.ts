import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { freePort } from '../../apps/server/src/test/free-port';
import { waitForHealth } from '../../apps/server/src/test/server-process';
import { reportOnFailure } from './failure-report';
import { recordToasts, toastShown } from './toasts';

const root = join(import.meta.dirname, '../..');
export const operatorToken = 'e2e-operator-token-0123456789';

export interface Stack {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  newPage(): Promise<Page>;
  /** The newest six-digit code emailed to `to`, read from the outbox. */
  latestCode(to: string): string;
  stop(): Promise<void>;
}

/** The whole product as a user gets it: the built web app served by a started server, in chromium. */
export async function startStack(): Promise<Stack> {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLEY_DATA_DIR: dataDir,
      OPERATOR_TOKEN: operatorToken,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  return {
    baseUrl,
    dataDir,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
      await recordToasts(context);
      const page = await context.newPage();
      reportOnFailure(page);
      page.on('pageerror', (error) => {
        throw error;
      });
      // Chromium reports each resource the security headers' CSP refuses as a console error.
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) {
          throw new Error(`${page.url()} broke the Content Security Policy: ${message.text()}`);
        }
      });
      return page;
    },
    latestCode(to) {
      const outbox = join(dataDir, 'outbox');
      const file = readdirSync(outbox)
        .filter((name) => name.endsWith(`${to}.eml`))
        .sort()
        .at(-1);
      const code = file && /\b(\d{6})\b/.exec(readFileSync(join(outbox, file), 'utf8'))?.[1];
      if (!code) throw new Error(`no code was emailed to ${to}`);
      return code;
    },
    async stop() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A new business, unique per call, as the sign-up form takes it. */
export function newBusiness() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    firstName: 'Maya',
    lastName: 'Fischer',
    userName: `maya.${id}`,
    email: `maya.${id}@example.com`,
    contactNumber: '+49 151 12345678',
    accountName: 'Green Leaf Store',
    password: 'spring-collection-2026',
  };
}

/** Signs a new business up through the form and waits for its dashboard. */
export async function signUpNewBusiness(page: Page): Promise<void> {
  await page.goto('/auth/jwt/signup');
  for (const [field, value] of Object.entries(newBusiness()))
    await page.locator(`input[name="${field}"]`).fill(value);
  await page.getByTestId('sign-up-submit').click();
  await page.waitForURL('**/dashboard');
}

/** Fills the add-user form on the Users screen and sends it; the role stays Agent. */
export async function addUser(page: Page, user: Record<string, string>): Promise<void> {
  await page.getByTestId('add-user').click();
  const form = page.getByTestId('user-form');
  for (const [field, value] of Object.entries(user)) await form.locator(`input[name="${field}"]`).fill(value);
  await form.locator('input[name="confirmPassword"]').fill(user.password ?? '');
  await page.getByTestId('save-user').click();
  await toastShown(page, 'User added successfully');
  await form.waitFor({ state: 'detached' });
}

/** Signs in through the form and waits for the dashboard. */
export async function signIn(page: Page, userName: string, password: string): Promise<void> {
  await page.goto('/auth/jwt/login');
  await page.locator('input[name="userName"]').fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL('**/dashboard');
}

/**
 * Calls the stack's API as the user signed in to `page` (the access token is read from its local
 * storage at each call); a non-2xx answer throws with its status and body.
 */
export function apiOf(stack: Stack, page: Page) {
  return async <T = unknown>(method: string, path: string, body?: object): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Adds a channel on the simulator's sandbox business through the form; answers its id. */
export async function addSandboxChannel(page: Page): Promise<string> {
  await page.goto('/dashboard/channels/create');
  await page.locator('input[name="displayName"]').fill('Sandbox support');
  await page.getByTestId('use-sandbox').click();
  await page.getByTestId('create-channel').click();
  const refused = page.getByTestId('form-error');
  const outcome = await Promise.race([
    page.waitForURL(/\/dashboard\/channels\/[0-9a-f-]{36}$/).then(() => 'created'),
    refused.waitFor().then(() => refused.innerText()),
  ]);
  if (outcome !== 'created') throw new Error(`the sandbox channel was refused: ${outcome}`);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/**
 * Opens a channel's page from the sidebar entry `name`, once the entry leads to `path` (until the
 * channels have loaded, the sidebar's channel entries wait, disabled).
 */
export async function openFromSidebar(page: Page, name: string, path: string): Promise<void> {
  const entry = page.getByRole('navigation').getByRole('link', { name });
  await entry.and(page.locator(`[href="${path}"]`)).click();
  await page.waitForURL(`**${path}`);
}

/**
 * The simulated customer orders two vases at 30 and a pot at 25 dollars from the catalog on
 * WhatsApp, with `text`; `simulator` is the simulator's origin (the sandbox's handset address).
 */
export async function customerOrders(
  simulator: string,
  phoneNumberId: string,
  customer: string,
  text: string,
): Promise<void> {
  const ordered = await fetch(`${simulator}/_sim/customers/${customer}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phoneNumberId,
      message: {
        type: 'order',
        order: {
          catalog_id: '194836987003835',
          text,
          product_items: [
            { product_retailer_id: 'vase-blue', quantity: 2, item_price: 30, currency: 'USD' },
            { product_retailer_id: 'pot-small', quantity: 1, item_price: 25, currency: 'USD' },
          ],
        },
      },
    }),
  });
  if (!ordered.ok) throw new Error(`the simulated customer could not order: ${await ordered.text()}`);
}

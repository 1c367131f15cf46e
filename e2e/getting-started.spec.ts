import type { Channel, SandboxCredentials } from '@parley/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, type Stack, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const steps = ['connectChannel', 'approveTemplate', 'addContacts', 'inviteTeam', 'sendMessage'];

/** Back on Getting Started, the checklist shows `done` of the five steps ticked, the first ones in order. */
async function checklistShows(page: Page, done: number) {
  await page.goto('/dashboard');
  await page
    .getByTestId('onboarding-progress')
    .filter({ hasText: `${done} of 5 done` })
    .waitFor();
  for (const [index, step] of steps.entries()) {
    expect(await page.getByTestId(`onboarding-${step}`).getAttribute('data-done'), step).toBe(
      String(index < done),
    );
  }
}

/** Follows the step's link from Getting Started. */
async function startStep(page: Page, step: string) {
  await page.getByTestId(`onboarding-${step}-action`).click();
}

describe('getting started', () => {
  it('shows a new account nothing done, and ticks each step as the account does it', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    await checklistShows(page, 0);
    // The card's title sits under the page's h1.
    await page.getByRole('heading', { level: 2, name: 'Get set up' }).waitFor();

    // "Use sandbox" alone fills everything the form needs, the channel's name too.
    await startStep(page, 'connectChannel');
    await page.waitForURL('**/dashboard/channels/create');
    await page.getByTestId('use-sandbox').click();
    await page.getByTestId('create-channel').click();
    await page.waitForURL(/\/dashboard\/channels\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('channel-name').textContent()).toBe('WhatsApp sandbox');
    const channelId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await checklistShows(page, 1);

    await startStep(page, 'approveTemplate');
    await page.waitForURL(`**/dashboard/channels/${channelId}/templates`);
    await page.getByTestId('refresh-templates').click();
    await page.getByTestId('template-row').first().waitFor();
    await checklistShows(page, 2);

    // A number typed with its + code picks its country.
    await startStep(page, 'addContacts');
    await page.waitForURL('**/dashboard/contacts');
    await page.goto('/dashboard/contacts/create');
    await page.locator('input[name="name"]').fill('Ravi Kumar');
    await page.locator('input[name="phone"]').fill('+91 98765 43210');
    await expect.poll(() => page.getByTestId('country-input').inputValue()).toContain('+91');
    await page.getByTestId('save-contact').click();
    await toastShown(page, 'Contact added successfully');
    await checklistShows(page, 3);

    await startStep(page, 'inviteTeam');
    await page.waitForURL('**/dashboard/users');
    const stamp = Date.now().toString(36);
    await addUser(page, {
      firstName: 'Omar',
      lastName: 'Haddad',
      userName: `omar.${stamp}`,
      emailAddress: `omar.${stamp}@example.com`,
      contactNumber: '+49 151 2345 6789',
      password: 'support-desk-2026',
    });
    await checklistShows(page, 4);

    await customerWrites(page, channelId, 'Hello, are you open on Sunday?');
    await startStep(page, 'sendMessage');
    await page.waitForURL('**/dashboard/chat');
    await page.getByTestId('conversation-item').first().click();
    await page.getByTestId('composer-input').fill('Yes, from ten to four.');
    await page.getByTestId('composer-send').click();
    await page.getByTestId('message').filter({ hasText: 'Yes, from ten to four.' }).waitFor();
    await checklistShows(page, 5);
  }, 180_000);
});

/** A simulated customer writes to the channel's number. */
async function customerWrites(page: Page, channelId: string, body: string) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const get = async <T>(path: string) =>
    (await (
      await fetch(`${stack.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const channel = await get<Channel>(`/api/v1/channels/${channelId}`);
  const { handsetUrl } = await get<SandboxCredentials>('/api/v1/channels/sandbox');
  const wrote = await fetch(`${new URL(handsetUrl).origin}/_sim/customers/15550101001/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumberId: channel.phoneNumberId, message: { type: 'text', text: { body } } }),
  });
  expect(wrote.ok, await wrote.text()).toBe(true);
}

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, type Stack, signIn, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const userRow = (page: Page, name: string) => page.getByTestId('user-row').filter({ hasText: name });

/** Opens the row's menu and picks one of its actions. */
async function rowAction(page: Page, name: string, action: string) {
  await userRow(page, name).getByTestId('user-actions').click();
  await page.getByTestId(action).click();
}

describe('team users', () => {
  it('lets an account admin add, edit and delete users, and an agent sign in without seeing them', async () => {
    const admin = await stack.newPage();
    await signUpNewBusiness(admin);
    await mainNav(admin).getByRole('link', { name: 'Users' }).click();
    await admin.waitForURL('**/dashboard/users');
    await userRow(admin, 'Maya Fischer').waitFor();

    const stamp = Date.now().toString(36);
    const agent = {
      firstName: 'Omar',
      lastName: 'Haddad',
      userName: `omar.${stamp}`,
      emailAddress: `omar.${stamp}@example.com`,
      contactNumber: '+49 151 2345 6789',
      password: 'support-desk-2026',
    };
    await addUser(admin, agent);
    await expect.poll(() => userRow(admin, 'Omar Haddad').getByTestId('user-role').innerText()).toBe('Agent');
    await addUser(admin, {
      firstName: 'Lena',
      lastName: 'Weber',
      userName: `lena.${stamp}`,
      emailAddress: `lena.${stamp}@example.com`,
      contactNumber: '+49 151 3456 7890',
      password: 'weekend-shift-2026',
    });
    expect(await admin.getByTestId('user-row').count()).toBe(3);

    // The agent signs in in a browser of their own: the dashboard, without the Users entry.
    const agentPage = await stack.newPage();
    await signIn(agentPage, agent.userName, agent.password);
    await mainNav(agentPage).getByRole('link', { name: 'Inbox' }).waitFor();
    expect(await mainNav(agentPage).getByRole('link', { name: 'Users' }).count()).toBe(0);

    await rowAction(admin, 'Omar Haddad', 'edit-user');
    const form = admin.getByTestId('user-form');
    expect(await form.locator('input[name="userName"]').count()).toBe(0);
    await form.locator('input[name="lastName"]').fill('Haddad-Nour');
    await admin.getByTestId('save-user').click();
    await toastShown(admin, 'User updated successfully');
    await userRow(admin, 'Omar Haddad-Nour').waitFor();

    await admin.getByTestId('search').fill('weber');
    await expect.poll(() => admin.getByTestId('user-row').count()).toBe(1);
    await admin.getByTestId('search').fill('');
    await expect.poll(() => admin.getByTestId('user-row').count()).toBe(3);

    await rowAction(admin, 'Lena Weber', 'delete-user');
    await admin.getByTestId('confirm').click();
    await toastShown(admin, 'User deleted successfully');
    await userRow(admin, 'Lena Weber').waitFor({ state: 'detached' });
    expect(await admin.getByTestId('user-row').count()).toBe(2);
    await admin.screenshot({ path: '/tmp/e2e-users.png' });
  });
});

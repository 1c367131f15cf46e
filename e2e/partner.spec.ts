import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('partner provider wizard', () => {
  it('creates an app, waits for its signup, creates the channel and configures its webhook', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    await page.goto('/dashboard/channels/create');
    await page.getByTestId('provider-partner').click();

    await page.locator('input[name="appName"]').fill('BloomFlowers');
    await page.getByTestId('partner-create-app').click();
    await page.getByTestId('partner-signup-link').waitFor();
    await toastShown(page, 'Created Successfully');

    // Checking before the signup was completed does not advance.
    await page.getByTestId('partner-signup-done').click();
    await page.getByTestId('partner-check-details').click();
    await page.getByTestId('partner-signup-incomplete').waitFor();
    expect(await page.getByTestId('partner-signup-incomplete').textContent()).toBe(
      'Please complete signup process',
    );

    // The business completes the provider's signup page in its own tab.
    await page.getByRole('button', { name: 'Back' }).click();
    const [signup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('partner-signup-link').click(),
    ]);
    await signup.getByRole('button', { name: 'Connect number' }).click();
    await signup.waitForLoadState();
    await signup.close();

    await page.getByTestId('partner-signup-done').click();
    await page.getByTestId('partner-check-details').click();
    await page.getByTestId('partner-create-channel').waitFor();
    await page.getByText(/\+1 555/).waitFor();

    await page.locator('input[name="displayName"]').fill('Bloom orders');
    await page.getByTestId('partner-create-channel').click();
    await page.getByTestId('partner-configure-webhook').waitFor();
    await toastShown(page, 'Channel Created Successfully');

    await page.getByTestId('partner-configure-webhook').click();
    await page.waitForURL('**/dashboard/channels');
    await toastShown(page, 'Configured Successfully');
    await page.getByTestId('channel-row').waitFor();
    expect(await page.getByTestId('channel-row').textContent()).toContain('Bloom orders');
  });
});

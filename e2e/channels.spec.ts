import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, signUpNewBusiness, startStack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('channels', () => {
  it('connects the sandbox business with the cloud form and lists the channel', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    await page.getByRole('link', { name: 'Channels' }).first().click();
    await page.waitForURL('**/dashboard/channels');
    await page.getByText('No channel yet').waitFor();

    await page.getByTestId('add-channel').click();
    await page.waitForURL('**/dashboard/channels/create');
    await page.locator('input[name="displayName"]').fill('Sandbox support');
    await page.getByTestId('use-sandbox').click();
    await page.getByTestId('create-channel').click();

    await page.waitForURL(/\/dashboard\/channels\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('toast').textContent()).toBe('Channel Created Successfully');
    // The name is a skeleton until the channel has loaded (the header's picker may name it first).
    await expect.poll(() => page.getByTestId('channel-name').textContent()).toBe('Sandbox support');
    await page.getByText('+1 555 010 0001').waitFor();
    await page.getByText('Receiving').waitFor();

    await page.goto('/dashboard/channels');
    await page.getByTestId('channel-row').waitFor();
    expect(await page.getByTestId('channel-row').count()).toBe(1);
    // The header's channel selection view picks the first channel when the address names none.
    await expect.poll(() => page.getByTestId('channel-picker').textContent()).toContain('Sandbox support');
  });

  it('shows the provider’s refusal of a wrong token and saves nothing', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    await page.goto('/dashboard/channels/create');
    await page.locator('input[name="displayName"]').fill('Typo');
    await page.locator('input[name="businessAccountId"]').fill('200000000000001');
    await page.locator('input[name="apiKey"]').fill('a-token-that-does-not-exist');
    await page.getByTestId('create-channel').click();

    expect(await page.getByTestId('toast').textContent()).toBe(
      'We have encountered an error while creating the channel',
    );
    expect(await page.getByTestId('form-error').textContent()).toMatch(/190/);
    await page.goto('/dashboard/channels');
    await page.getByText('No channel yet').waitFor();
  });

  it('connects a new number through Embedded Signup, in the simulator’s dialog', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    await page.getByRole('link', { name: 'Connect' }).first().click();
    await page.waitForURL('**/dashboard/embedded-signup');
    await page.locator('input[name="displayName"]').fill('Signed up line');
    const [dialog] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('embedded-signup-connect').click(),
    ]);
    await dialog.getByText('A new test number').click();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/dashboard\/channels\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('toast').textContent()).toBe('Channel Created Successfully');
    // The name is a skeleton until the channel has loaded, which a busy machine shows long enough to read.
    await expect.poll(() => page.getByTestId('channel-name').textContent()).toBe('Signed up line');
    await page.getByText(/\+1 555 030/).waitFor();
    await page.getByText('Receiving').waitFor();
  });
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { builderOfNewChatbot, fromBusiness, node, png, testRunSaying } from './support/chatbots';
import { type Stack, startStack } from './support/stack';

// Apart from chatbots.spec.ts: each journey takes one of a stack's five sandbox numbers, and so does each retry.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe("a chatbot's files", () => {
  it('uploads the image of a message item: a file over 5 MB is refused at once, one that is no image fails, a PNG is kept', async () => {
    const page = await builderOfNewChatbot(stack, 'Menu card', 'menu');

    await page.getByTestId('add-message').click();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Image' }).click();
    const missing = page.locator('[data-testid="flow-problem"][data-code="mediaMissing"]');
    await missing.waitFor();

    const file = page.getByTestId('media-file');
    await file.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881) });
    await page.getByRole('alert').getByText('This file is larger than 5 MB').waitFor();
    await file.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain words'),
    });
    await page.getByText('Failed to upload file').first().waitFor();

    await file.setInputFiles({ name: 'spring-menu.png', mimeType: 'image/png', buffer: png });
    await node(page, 'message').getByText('spring-menu.png').waitFor();
    await page.getByTestId('media-thumbnail').waitFor();
    await missing.waitFor({ state: 'detached' });
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
    await page.context().close();
  });

  it("uploads the picture of a reply-buttons header, and the test run's handset shows it above the buttons", async () => {
    const page = await builderOfNewChatbot(stack, 'Specials', 'specials');

    await page.getByTestId('add-button').click();
    await page.getByRole('combobox', { name: 'Header' }).click();
    await page.getByRole('option', { name: 'Image' }).click();
    const missing = page.locator('[data-testid="flow-problem"][data-code="mediaMissing"]');
    await missing.waitFor();
    await page
      .getByTestId('media-file')
      .setInputFiles({ name: 'special.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('media-thumbnail').waitFor();
    await missing.waitFor({ state: 'detached' });
    await page.getByTestId('button-body').fill("Today's special: tulips. Interested?");
    await page.getByTestId('button-title').fill('Yes please');
    await page.getByTestId('close-node-editor').click();
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();

    const tester = await testRunSaying(page, 'hi');
    const offer = fromBusiness(tester, "Today's special: tulips. Interested?");
    await offer.locator('img').waitFor();
    await offer.getByTestId('reply-button').filter({ hasText: 'Yes please' }).waitFor();

    // The tester's conversation in the inbox shows the picture too, fetched with the session.
    const channelId = new URL(page.url()).pathname.split('/')[3];
    await page.goto(`/dashboard/chat?channelId=${channelId}`);
    await page.getByTestId('conversation-item').first().click();
    await page.getByTestId('buttons-header-media').locator('img[src^="blob:"]').waitFor();
    await page.context().close();
  });
});

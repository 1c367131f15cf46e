import type { FrameLocator, Page } from 'playwright-core';
import { addSandboxChannel, type Stack, signUpNewBusiness } from './stack';

/** A message the business sent, as the simulator's handset shows it. */
export const fromBusiness = (handset: Page | FrameLocator, text: string) =>
  handset.locator('[data-testid="bubble"][data-from="business"]', { hasText: text });

/** The builder's node of a kind (message, button, question…) on the canvas. */
export const node = (page: Page, kind: string) =>
  page.locator(`.react-flow__node:has([data-kind="${kind}"])`);

/** A real 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A new business's first chatbot, open in the builder (it takes one of the stack's sandbox numbers). */
export async function builderOfNewChatbot(stack: Stack, name: string, keyword: string): Promise<Page> {
  const page = await stack.newPage();
  await signUpNewBusiness(page);
  const channelId = await addSandboxChannel(page);
  await page.goto(`/dashboard/channels/${channelId}/chatbot`);
  await page.getByTestId('empty-state').getByRole('button').click();
  await page.getByTestId('chatbot-name-input').fill(name);
  await page.getByTestId('chatbot-keyword-input').fill(keyword);
  await page.getByTestId('save-chatbot').click();
  await page.waitForURL(/\/chatbot\/[0-9a-f-]{36}$/);
  return page;
}

/** Starts a test run of the open builder's flow and says `text` on its handset; answers the handset. */
export async function testRunSaying(page: Page, text: string): Promise<FrameLocator> {
  await page.getByTestId('test-run').click();
  await page.getByTestId('start-test-run').click();
  await page.locator('[data-testid="test-run-state"][data-state="waiting"]').waitFor();
  const tester = page.frameLocator('[data-testid="test-run-handset"]');
  await tester.getByTestId('composer-input').fill(text);
  await tester.getByTestId('composer-send').click();
  return tester;
}

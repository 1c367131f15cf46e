import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSandboxChannel, type Stack, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** A small PNG of one colour, as a user's picked photo would be. */
function solidPng(rgb: [number, number, number], size = 16): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('templates', () => {
  it('builds a carousel with two pictured cards, previews it, and sees it pending, then approved', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);

    await page.getByRole('link', { name: 'Templates' }).first().click();
    await page.waitForURL(`**/dashboard/channels/${channelId}/templates`);
    await page.getByTestId('create-template').click();
    await page.waitForURL(`**/dashboard/channels/${channelId}/templates/create`);

    await page.getByTestId('template-name-field').fill('spring_picks');
    await choose(page, 'Template type', 'Carousel');
    await page.getByTestId('body-text').fill('Our spring picks for you, ');
    await page.getByTestId('body-add-variable').click();
    await page.getByTestId('body-text').press('End');
    await page.getByTestId('body-text').pressSequentially('!');
    await page.getByLabel('Example for {{1}}').fill('Ada');

    const cards = page.getByTestId('card-editor');
    const pictures = [solidPng([46, 125, 50]), solidPng([255, 193, 7])];
    for (const [index, picture] of pictures.entries()) {
      const card = cards.nth(index);
      await card.getByTestId(`cards.${index}.header.handle-file`).setInputFiles({
        name: `tulips-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: picture,
      });
      await card.getByText(`tulips-${index + 1}.png uploaded`).waitFor();
      await card.getByTestId(`cards.${index}.body-text`).fill(`Tulip bunch ${index + 1}`);
      await card.getByTestId(`cards.${index}.buttons-add-QUICK_REPLY`).click();
      await card.getByLabel('Button text').fill('More like this');
    }

    const preview = page.getByRole('list', { name: 'Carousel cards' });
    expect(await preview.getByRole('listitem').count()).toBe(2);
    expect(await preview.locator('img[src^="blob:"]').count()).toBe(2);
    expect(await page.getByTestId('message-body').textContent()).toBe('Our spring picks for you, Ada!');

    await page.getByTestId('submit-template').click();
    await toastShown(page, 'Template Created Successfully');
    await page.waitForURL(`**/dashboard/channels/${channelId}/templates`);
    const row = page.getByTestId('template-row').filter({ hasText: 'spring_picks' });
    const status = row.getByTestId('template-status').filter({ visible: true });
    await status.filter({ hasText: 'Pending' }).waitFor();
    await status.filter({ hasText: 'Approved' }).waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain('Carousel');
  });
});

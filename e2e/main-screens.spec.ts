import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, pageWithLook, phone, showScreen, walks } from './support/screens';
import { showcaseStack, walkEveryMainScreen } from './support/walk';

const world = showcaseStack();

// The walks right to left are main-screens-rtl.spec.ts's, so that the two halves run side by side.
walkEveryMainScreen(
  walks.filter((walk) => walk.language !== 'ar'),
  world,
);

describe('at a phone’s width (390 px)', () => {
  it('keeps the settings and the account menu with its sign-out on screen, and uncovered by a toast', async () => {
    const { stack, showcase } = world();
    const page = await pageWithLook(stack, showcase, { mode: 'light', language: 'en', ...phone });
    await showScreen(page, { name: 'contacts', path: '/dashboard/contacts' });
    const boxOf = async (testId: string) => {
      const box = await page.getByTestId(testId).boundingBox();
      if (!box) throw new Error(`${testId} is not shown`);
      return box;
    };
    const controls = ['settings-button', 'account-menu'];

    // Malayalam, the longest of the languages, picked in the header: it says so in a toast.
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-ml').click();
    const toast = await page.getByTestId('toast').boundingBox();
    for (const testId of controls) {
      const box = await boxOf(testId);
      expect(box.x, testId).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, testId).toBeLessThanOrEqual(phone.width);
      const overlaps =
        toast !== null &&
        toast.x < box.x + box.width &&
        box.x < toast.x + toast.width &&
        toast.y < box.y + box.height &&
        box.y < toast.y + toast.height;
      expect(overlaps, `the toast covers ${testId}`).toBe(false);
    }

    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });

    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/auth/jwt/login**');
    await page.context().close();
  });
});

describe('a table row that opens something', () => {
  /** Tabs forward until `testId` has the focus. */
  async function tabTo(page: Page, testId: string) {
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId))
        return;
    }
    throw new Error(`Tab never reached ${testId}`);
  }

  it('is reached with Tab and opened with Enter on a desktop, and with Space on a phone', async () => {
    for (const [size, key] of [
      [desktop, 'Enter'],
      [phone, ' '],
    ] as const) {
      const { stack, showcase } = world();
      const page = await pageWithLook(stack, showcase, { mode: 'light', language: 'en', ...size });
      await showScreen(page, { name: 'channels', path: '/dashboard/channels' });
      await tabTo(page, 'channel-row');
      await page.keyboard.press(key);
      await page.waitForURL(`**/dashboard/channels/${showcase.channelId}`);
      await page.context().close();
    }
  });
});

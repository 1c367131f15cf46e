import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureOverflow, seriousViolations } from './support/checks';
import {
  desktop,
  mainScreens,
  pageWithLook,
  phone,
  type Showcase,
  seedShowcase,
  showScreen,
  type Walk,
  walks,
} from './support/screens';
import { type Stack, startStack } from './support/stack';

let stack: Stack;
let showcase: Showcase;
beforeAll(async () => {
  stack = await startStack();
  showcase = await seedShowcase(stack);
});
afterAll(async () => {
  await stack?.stop();
});

/** The first Tab reaches "Skip to content", which hands the focus to the page's main region (WCAG 2.4.1). */
async function skipsToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skipLink = page.getByTestId('skip-link');
  expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
  expect(await skipLink.isVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
}

/** What `walk` holds a screen to, in words. */
function checksOf(walk: Walk): string {
  const checks = [
    walk.axe && 'has no serious or critical WCAG 2.2 AA violation',
    walk.fits && 'fits without scrolling sideways',
  ].filter(Boolean);
  const width = walk.width === phone.width ? `a phone’s width (${phone.width} px)` : 'a desktop’s width';
  return `${checks.join(' and ')} in ${walk.mode} ${walk.language} at ${width}`;
}

/**
 * One walk through every main screen per look, each screen shown once and held there to all of the
 * walk's checks: the screens are the most of the browser tests' time.
 */
describe('every main screen', () => {
  for (const walk of walks) {
    it(checksOf(walk), async () => {
      const screens = mainScreens(showcase);
      const violations: string[] = [];
      const overflowing: string[] = [];
      for (const guest of [true, false]) {
        const page = await pageWithLook(stack, showcase, walk, guest);
        for (const screen of screens.filter((candidate) => Boolean(candidate.guest) === guest)) {
          await showScreen(page, screen);
          if (walk.fits) {
            const { scrollWidth, widest } = await measureOverflow(page);
            if (scrollWidth > walk.width)
              overflowing.push(`${screen.name}: ${scrollWidth}px, widest ${widest}`);
          }
          if (walk.axe) {
            violations.push(...(await seriousViolations(page, screen.name)));
            if (screen.name === 'getting started') {
              await skipsToContent(page);
              await page.getByTestId('settings-button').click();
              await page.getByTestId('settings-drawer').waitFor();
              // Away from the settings button, whose tooltip would otherwise be caught fading out.
              await page.mouse.move(0, 0);
              await page.getByRole('tooltip').waitFor({ state: 'detached' });
              violations.push(...(await seriousViolations(page, 'settings drawer')));
            }
          }
        }
        await page.context().close();
      }
      expect.soft(violations.join('\n'), `${violations.length} violations`).toBe('');
      expect
        .soft(overflowing, `${overflowing.length} screens scroll sideways:\n${overflowing.join('\n')}`)
        .toEqual([]);
    }, 300_000);
  }
});

describe('at a phone’s width (390 px)', () => {
  it('keeps the settings and the account menu with its sign-out on screen, and uncovered by a toast', async () => {
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
      const page = await pageWithLook(stack, showcase, { mode: 'light', language: 'en', ...size });
      await showScreen(page, { name: 'channels', path: '/dashboard/channels' });
      await tabTo(page, 'channel-row');
      await page.keyboard.press(key);
      await page.waitForURL(`**/dashboard/channels/${showcase.channelId}`);
      await page.context().close();
    }
  });
});

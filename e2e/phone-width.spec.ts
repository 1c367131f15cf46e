import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  desktop,
  type Look,
  mainScreens,
  pageWithLook,
  phone,
  type Showcase,
  seedShowcase,
  showScreen,
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

/**
 * How wide the page is, and when it is wider than the viewport, the element that reaches furthest
 * past its sides of those no scrolling box of their own holds back: the one to blame.
 */
function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return { scrollWidth, widest: 'none' };
    const scrolls = (element: Element) => {
      const style = getComputedStyle(element);
      return style.position === 'fixed' || style.overflowX !== 'visible';
    };
    const held = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (scrolls(parent)) return true;
      return false;
    };
    let widest: { overflow: number; element: Element } | undefined;
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      // Content that sticks out of a box that does not scroll (a long word) reaches as far as its scroll width.
      const reach = scrolls(element) ? rect.width : Math.max(rect.width, element.scrollWidth);
      const overflow =
        getComputedStyle(element).direction === 'rtl'
          ? Math.max(reach - rect.right, rect.right - width)
          : Math.max(rect.left + reach - width, -rect.left);
      if (overflow > 0.5 && overflow >= (widest?.overflow ?? 0) && !held(element))
        widest = { overflow, element };
    }
    if (!widest) return { scrollWidth, widest: 'none' };
    const { element } = widest;
    const testId = element.getAttribute('data-testid');
    const classes = [...element.classList].filter((name) => name.startsWith('Mui')).slice(0, 2);
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return {
      scrollWidth,
      widest: `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}${
        classes.length ? ` class="${classes.join(' ')}"` : ''
      }> ${Math.round(widest.overflow)}px out, "${text}"`,
    };
  });
}

describe('at a phone’s width (390 px)', () => {
  for (const language of ['en', 'ar', 'ml'] as const) {
    it(`fits every main screen in ${language} without scrolling sideways`, async () => {
      const look: Look = { mode: 'light', language, ...phone };
      const signedIn = await pageWithLook(stack, showcase, look);
      const guest = await pageWithLook(stack, showcase, look, true);
      const overflowing: string[] = [];
      for (const screen of mainScreens(showcase)) {
        const page = screen.guest ? guest : signedIn;
        await showScreen(page, screen);
        const { scrollWidth, widest } = await measureOverflow(page);
        if (scrollWidth > phone.width) overflowing.push(`${screen.name}: ${scrollWidth}px, widest ${widest}`);
      }
      await signedIn.context().close();
      await guest.context().close();
      expect(overflowing, overflowing.join('\n')).toEqual([]);
    }, 300_000);
  }

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

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureOverflow, seriousViolations, violationsInOneLine } from './checks';
import {
  mainScreens,
  pageWithLook,
  phone,
  type Showcase,
  seedShowcase,
  showScreen,
  type Walk,
} from './screens';
import { type Stack, startStack } from './stack';

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
 * Registers one walk through every main screen per look of `walks`, each screen shown once and held there to all of the
 * walk's checks: the screens are the most of the browser tests' time.
 */
export function walkEveryMainScreen(walks: Walk[], on: () => { stack: Stack; showcase: Showcase }): void {
  describe('every main screen', () => {
    for (const walk of walks) {
      it(checksOf(walk), async () => {
        const { stack, showcase } = on();
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
                // Closed, and the focus it hands back to its button let go, as the next screen's load once did.
                await page.keyboard.press('Escape');
                await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
                await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
              }
            }
          }
          await page.context().close();
        }
        expect.soft(violations.join('\n'), violationsInOneLine(violations)).toBe('');
        expect
          .soft(overflowing, `${overflowing.length} screens scroll sideways:\n${overflowing.join('\n')}`)
          .toEqual([]);
        // A walk is some thirty screens; on a machine busy with other work one took 260 s.
      }, 600_000);
    }
  });
}

/**
 * The file's stack with the showcase business: started before its tests, stopped after them.
 * Answers a getter for the tests to call once they run.
 */
export function showcaseStack(): () => { stack: Stack; showcase: Showcase } {
  let stack: Stack | undefined;
  let showcase: Showcase | undefined;
  beforeAll(async () => {
    stack = await startStack();
    showcase = await seedShowcase(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  return () => {
    if (!stack || !showcase) throw new Error('the showcase stack has not started');
    return { stack, showcase };
  };
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looks, mainScreens, pageWithLook, type Showcase, seedShowcase, showScreen } from './support/screens';
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

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The serious and critical violations on what `page` shows now, one readable line each. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // A colour caught halfway through a transition is neither the one before nor the one after.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const { violations } = await new AxeBuilder({ page }).withTags(wcagAA).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, impact, help, nodes }) =>
      nodes.map(
        (node) =>
          `${where}: ${id} (${impact}) at ${node.target.join(' ')} — ${help}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
      ),
    );
}

/** The first Tab reaches "Skip to content", which hands the focus to the page's main region (WCAG 2.4.1). */
async function skipsToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skipLink = page.getByTestId('skip-link');
  expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
  expect(await skipLink.isVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
}

describe('accessibility (WCAG 2.2 AA)', () => {
  for (const look of looks) {
    it(`every main screen has no serious or critical violation in ${look.mode} ${look.language}`, async () => {
      const screens = mainScreens(showcase);
      const found: string[] = [];
      for (const guest of [true, false]) {
        const page = await pageWithLook(stack, showcase, look, guest);
        for (const screen of screens.filter((candidate) => Boolean(candidate.guest) === guest)) {
          await showScreen(page, screen);
          found.push(...(await seriousViolations(page, screen.name)));
          if (screen.name === 'getting started') {
            await skipsToContent(page);
            await page.getByTestId('settings-button').click();
            await page.getByTestId('settings-drawer').waitFor();
            // Away from the settings button, whose tooltip would otherwise be caught fading out.
            await page.mouse.move(0, 0);
            await page.getByRole('tooltip').waitFor({ state: 'detached' });
            found.push(...(await seriousViolations(page, 'settings drawer')));
          }
        }
        await page.context().close();
      }
      expect(found.join('\n'), `${found.length} violations`).toBe('');
    }, 300_000);
  }
});

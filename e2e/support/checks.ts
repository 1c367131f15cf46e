import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The serious and critical WCAG 2.2 AA violations on what `page` shows now, one readable line each.
 * axe runs in the page itself (axe's "legacy mode"): the default mode finishes each run in a blank page
 * of its own, to gather cross-origin frames' results, which doubles the time, and the app has no frame.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // A colour caught halfway through a transition is neither the one before nor the one after.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const { violations } = await new AxeBuilder({ page }).withTags(wcagAA).setLegacyMode(true).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, impact, help, nodes }) =>
      nodes.map(
        (node) =>
          `${where}: ${id} (${impact}) at ${node.target.join(' ')} — ${help}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
      ),
    );
}

/**
 * How many violations there are and each one's first line (where, rule, element), as an assertion's
 * message: a failure report, and a try that passed on its retry, show only its first line.
 */
export const violationsInOneLine = (violations: string[]) =>
  `${violations.length} violations: ${violations.map((violation) => violation.split('\n')[0]).join('; ')}`;

/**
 * How wide the page is, and when it is wider than the viewport, the element that reaches furthest
 * past its sides of those no scrolling box of their own holds back: the one to blame.
 */
export function measureOverflow(page: Page) {
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

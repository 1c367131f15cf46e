import type { BrowserContext, Page } from 'playwright-core';

/** Where each page of a tab writes down its toasts: the tab's session storage outlives a reload. */
const storageKey = 'parley-e2e-toasts';

/**
 * Makes every page of the context write down each toast as it appears. A toast hides after three
 * seconds and the next one replaces it, so a test that polls for it from Node can miss one that was
 * shown while its process was busy (the browser tests share two cores with their servers), or just
 * before the page it led to had loaded.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      const toasts = [...document.querySelectorAll('[data-testid="toast"]')].filter(
        (toast) => !seen.has(toast),
      );
      if (toasts.length === 0) return;
      const shown: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      for (const toast of toasts) {
        seen.add(toast);
        shown.push(toast.textContent ?? '');
      }
      sessionStorage.setItem(key, JSON.stringify(shown));
    }).observe(document, { childList: true, subtree: true });
  }, storageKey);
}

/** Waits until a toast saying exactly `text` has appeared since the last one taken, and takes it. */
export async function toastShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    ([key, wanted]) => {
      const shown: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      const at = shown.indexOf(wanted);
      if (at < 0) return false;
      sessionStorage.setItem(key, JSON.stringify(shown.slice(at + 1)));
      return true;
    },
    [storageKey, text] as const,
  );
}

/** Every toast the page's tab has shown and no test has taken yet. */
export async function toastsNotTaken(page: Page): Promise<string[]> {
  return JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), storageKey)) ?? '[]');
}

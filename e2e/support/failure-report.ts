import type { Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { toastsNotTaken } from './toasts';

const kept = 30;

/**
 * When the running test fails, prints what the page showed and what went wrong on its way there:
 * CI keeps only the log, and a locator's time-out alone does not say whether the server refused a
 * request, the page threw, or a toast said something else.
 */
export function reportOnFailure(page: Page): void {
  // A page a suite's set-up opens has no test of its own to report on.
  if (!expect.getState().currentTestName) return;
  const events: string[] = [];
  const note = (event: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${event}`);
    if (events.length > kept) events.shift();
  };
  page.on('response', (response) => {
    if (response.status() >= 400) {
      note(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('requestfailed', (request) => {
    note(`failed ${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.text()}`);
  });

  onTestFailed(async ({ task }) => {
    if (page.isClosed()) return;
    const toasts = await atOnce(toastsNotTaken(page));
    const dialogs = await atOnce(page.getByRole('dialog').allInnerTexts());
    // An open list (a select's, an autocomplete's) is drawn outside its dialog.
    const lists = await atOnce(page.getByRole('listbox').allInnerTexts());
    process.stderr.write(
      [
        `--- page at failure: ${page.url()}`,
        // A try that fails and passes on its retry is otherwise reported as passed, without its error.
        `error: ${(task.result?.errors?.[0]?.message ?? '').split('\n')[0]}`,
        `toasts shown and not waited for: ${JSON.stringify(toasts)}`,
        `dialogs: ${oneLineEach(dialogs)}`,
        `open lists: ${oneLineEach(lists)}`,
        'last refusals, failures and console errors:',
        ...events.map((event) => `  ${event}`),
        '---',
        '',
      ].join('\n'),
    );
  });
}

/** Texts drawn on several lines, each as one line of at most 300 characters. */
const oneLineEach = (texts: string[]) =>
  JSON.stringify(texts.map((text) => text.replace(/\s+/g, ' ').slice(0, 300)));

/** What the page answers within two seconds: a page that hangs still gets its failure told. */
function atOnce(answer: Promise<string[]>): Promise<string[]> {
  return Promise.race([
    answer.catch((error: Error) => [`(${error.message})`]),
    new Promise<string[]>((resolve) => setTimeout(() => resolve(['(no answer)']), 2_000)),
  ]);
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
let downloads: string;
beforeAll(async () => {
  stack = await startStack();
  downloads = mkdtempSync(join(tmpdir(), 'parley-e2e-downloads-'));
});
afterAll(async () => {
  await stack?.stop();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

const contactNames = (page: Page) => page.getByTestId('contact-row').allTextContents();

/** Types into the list's search and waits until the rows are the search's answer. */
async function search(page: Page, term: string, expectedRows: number) {
  await page.getByTestId('search').fill(term);
  await page.waitForURL((url) => url.searchParams.get('searchTerm') === term);
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="contact-row"]').length === count,
    expectedRows,
  );
}

describe('contacts', () => {
  it('imports the sample file into a group, finds, blocks and unblocks a contact, and deletes the group with its contacts', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);

    await page.getByRole('link', { name: 'Contacts' }).first().click();
    await page.waitForURL('**/dashboard/contacts');
    await page.getByTestId('tab-groups').click();
    await page.getByTestId('create-group').click();
    await page.locator('input[name="groupName"]').fill('Spring customers');
    await page.getByTestId('group-name-submit').click();
    await toastShown(page, 'Contact Group added successfully');
    await page.getByTestId('group-row').filter({ hasText: 'Spring customers' }).click();
    await page.waitForURL(/\/dashboard\/contacts\/groups\/[0-9a-f-]{36}$/);

    // The sample file, downloaded through the wizard, goes back up as the user's own file.
    await page.getByTestId('import-contacts').click();
    const [sample] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-sample-xlsx').click(),
    ]);
    expect(sample.suggestedFilename()).toBe('contacts-sample.xlsx');
    const samplePath = join(downloads, sample.suggestedFilename());
    await sample.saveAs(samplePath);
    await page.getByTestId('import-file-input').setInputFiles(samplePath);

    await page.getByTestId('mapping-row').first().waitFor();
    expect(await page.getByTestId('mapping-row').count()).toBe(5);
    expect(await page.getByTestId('mapping-row').nth(1).textContent()).toContain('+447700900123');
    await page.getByTestId('start-import').click();

    await page.locator('[data-testid="import-progress"][data-status="completed"]').waitFor();
    expect(await page.getByTestId('import-progress').textContent()).toContain('3 of 3 rows');
    expect(await page.getByTestId('import-created').textContent()).toMatch(/^3/);
    expect(await page.getByTestId('import-rejected').textContent()).toMatch(/^0/);
    await page.getByTestId('import-done').click();

    await page.waitForFunction(() => document.querySelectorAll('[data-testid="contact-row"]').length === 3);
    const imported = (await contactNames(page)).join('\n');
    for (const name of ['Ada Lovelace', 'José García', 'Priya Sharma']) expect(imported).toContain(name);

    // Search by name, then by a part of the number.
    await page.goto('/dashboard/contacts');
    await search(page, 'priya', 1);
    expect(await contactNames(page)).toEqual([expect.stringContaining('Priya Sharma')]);
    await search(page, '98765', 1);
    expect(await contactNames(page)).toEqual([expect.stringContaining('Priya Sharma')]);

    // Blocked: she leaves the list and is found under Blocked; unblocked, she comes back.
    await page.getByTestId('row-actions').click();
    await page.getByTestId('block-contact').click();
    await toastShown(page, 'Contact Blocked successfully');
    await page.getByTestId('empty-state').waitFor();
    await page.getByTestId('tab-blocked').click();
    await page.getByTestId('contact-row').filter({ hasText: 'Priya Sharma' }).waitFor();
    await page.getByTestId('unblock-contact').click();
    await toastShown(page, 'Contact Un-Blocked successfully');
    await page.getByTestId('empty-state').waitFor();
    await page.getByTestId('tab-contacts').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="contact-row"]').length === 3);

    // Deleting the group takes its contacts with it; the dialog says how many first.
    await page.getByTestId('tab-groups').click();
    const group = page.getByTestId('group-row').filter({ hasText: 'Spring customers' });
    await expect.poll(() => group.getByTestId('group-count').textContent()).toBe('3');
    await group.getByTestId('group-actions').click();
    await page.getByTestId('delete-group').click();
    await page.locator('[data-testid="deletion-contacts"]', { hasText: '3' }).waitFor();
    await page.getByTestId('confirm').click();
    await toastShown(page, 'Group deleted successfully');
    await page.getByTestId('empty-state').waitFor();
    await page.getByTestId('tab-contacts').click();
    await page.locator('[data-testid="tab-contacts"][aria-selected="true"]').waitFor();
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('contact-row').count()).toBe(0);
  });
});

import type { CampaignList } from '@parley/contract';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, violationsInOneLine } from './support/checks';
import { addSandboxChannel, apiOf, type Stack, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** Two of the simulator's handset customers, each with their own order number. */
const customers = [
  { phone: '+15550101001', name: 'Ada Lovelace', order: '#A-1042' },
  { phone: '+15550101002', name: 'Grace Hopper', order: '#G-2077' },
];

describe('the campaign wizard', () => {
  it('sends a dynamic campaign from the template’s sample sheet, filled with two customers', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);
    const api = apiOf(stack, page);
    await api('POST', `/api/v1/channels/${channelId}/templates/refresh`);
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('open-handset').click(),
    ]);
    await popup.waitForLoadState();
    const handsetUrl = popup.url();
    // The customers' phone gets a window of its own: left open as a tab in front of the dashboard,
    // it hid the dashboard, whose every wait chromium then slowed to seconds.
    await popup.close();
    const handset = await stack.newPage();
    // The simulated customers read a message a while after it arrives: long enough for the details page to open first.
    const simulator = await fetch(new URL('/_sim/config', handsetUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ statusDelaysMs: { delivered: 200, read: 10_000 } }),
    });
    expect(simulator.ok).toBe(true);

    await page.goto(`/dashboard/broadcast/${channelId}/create`);
    await page.getByText('Enter Campaign Information').waitFor();
    await expectAccessible(page, 'information');
    await page.getByTestId('campaign-name').fill('Order updates');
    await page.getByTestId('type-dynamic').check();
    await page.getByTestId('wizard-next').click();

    await page.getByTestId('template-option').filter({ hasText: 'order_update' }).click();
    await page.getByTestId('message-body').filter({ hasText: 'Hi Ada, your order #1042' }).waitFor();
    await expectAccessible(page, 'template');
    await page.getByTestId('wizard-next').click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-sample').click(),
    ]);
    const headers = await sheetHeaders(await download.path());
    expect(headers).toEqual(['Phone Number', 'Name', 'Body {{1}}', 'Body {{2}}']);
    const rows = [
      ...customers.map((customer) => [
        customer.phone,
        customer.name,
        customer.name.split(' ')[0],
        customer.order,
      ]),
      ['not a number', 'Nobody', 'Nobody', '#0'],
    ];
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'order-updates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([headers, ...rows].map((row) => row.join(',')).join('\n')),
    });

    expect(await page.getByTestId('map-phone').inputValue()).toBe('Phone Number');
    expect(await page.getByTestId('map-body.1').inputValue()).toBe('Body {{2}}');
    await page.getByTestId('recipient-count').filter({ hasText: 'Recipients: 2' }).waitFor();
    const invalid = page.getByTestId('invalid-contacts');
    await invalid.getByText('Not a valid phone number').waitFor();
    expect(await invalid.locator('tbody tr').first().locator('td').first().textContent()).toBe('4');
    await page
      .getByTestId('message-body')
      .filter({ hasText: 'Hi Ada, your order #A-1042 is on its way.' })
      .waitFor();
    await expectAccessible(page, 'message');
    await page.getByTestId('wizard-next').click();

    await page.getByTestId('count-recipients').filter({ hasText: '2' }).waitFor();
    expect(await page.getByTestId('count-invalid').textContent()).toBe('1');
    const previews = page.getByTestId('recipient-preview');
    for (const customer of customers)
      await previews
        .filter({ hasText: `Hi ${customer.name.split(' ')[0]}, your order ${customer.order} is on its way.` })
        .waitFor();
    // The step shows the pre-flight the message step asked for and checks it again, its Create
    // button disabled until then: checked before, the button was caught changing colour.
    await page.locator('[data-testid="wizard-next"]:enabled').waitFor();
    await expectAccessible(page, 'pre-flight');
    await page.getByTestId('wizard-next').click();

    await toastShown(page, 'Campaign Created Successfully');
    await page.waitForURL(`**/dashboard/broadcast/${channelId}`);
    const campaigns = await api<CampaignList>('GET', `/api/v1/campaigns?channelId=${channelId}`);
    expect(campaigns.data).toHaveLength(1);
    expect(campaigns.data[0]).toMatchObject({
      campaignName: 'Order updates',
      type: 'dynamic',
      campaignMessageCount: 2,
    });
    const campaign = campaigns.data[0];
    if (!campaign) throw new Error('the campaign was not created');

    // The details page follows the sends live: delivered first, read once the customers have read.
    await page.goto(`/dashboard/broadcast/${channelId}/${campaign.campaignId}`);
    const funnelCount = (step: string) => page.getByTestId(`funnel-${step}`).getByTestId('funnel-count');
    await funnelCount('delivered').filter({ hasText: /^2$/ }).waitFor();
    expect(await funnelCount('read').textContent()).toBe('0');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    // Each customer's phone shows the message with their own name and order number.
    for (const customer of customers) {
      await handset.goto(handsetUrl);
      await handset.getByTestId(`chat-${customer.phone.slice(1)}`).click();
      await handset
        .locator('[data-testid="bubble"][data-from="business"]', {
          hasText: `Hi ${customer.name.split(' ')[0]}, your order ${customer.order} is on its way.`,
        })
        .waitFor();
    }
    await funnelCount('read').filter({ hasText: /^2$/ }).waitFor({ timeout: 40_000 });
    expect(navigations).toBe(0);

    // The agent finds the campaign's message in the customer's conversation, marked with the campaign.
    await page.goto(`/dashboard/chat?channelId=${channelId}`);
    await page.getByTestId('conversation-item').filter({ hasText: 'Ada Lovelace' }).click();
    const sent = page
      .locator('[data-testid="message"][data-direction="outbound"]')
      .filter({ hasText: 'Hi Ada, your order #A-1042 is on its way.' });
    const mark = sent.getByTestId('message-campaign');
    await mark.filter({ hasText: /Campaign: \u2068?Order updates/ }).waitFor();
    await mark.getByRole('link').click();
    await page.waitForURL(`**/dashboard/broadcast/${channelId}/${campaign.campaignId}`);
    await page.context().close();
  }, 180_000);
});

async function sheetHeaders(path: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const values = workbook.worksheets[0]?.getRow(1).values;
  return Array.isArray(values) ? values.slice(1).map(String) : [];
}

/** No serious or critical WCAG 2.2 AA violation on the step shown. */
async function expectAccessible(page: Page, step: string): Promise<void> {
  const serious = await seriousViolations(page, step);
  expect(serious.join('\n'), violationsInOneLine(serious)).toBe('');
}

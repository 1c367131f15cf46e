import type { Campaign, CampaignCreated, Template } from '@parley/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSandboxChannel, apiOf, type Stack, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** Midday of the day `days` from today, in the browser's (and this machine's) time zone. */
function dayFromToday(days: number): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(12, 0, 0, 0);
  return date;
}
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A business with a sandbox channel, a contact and a campaign of `hello_world` to it, scheduled for tomorrow. */
async function businessWithCampaign(page: Page) {
  await signUpNewBusiness(page);
  const channelId = await addSandboxChannel(page);
  const api = apiOf(stack, page);
  await api('POST', `/api/v1/channels/${channelId}/templates/refresh`);
  const { data: templates } = await api<{ data: Template[] }>(
    'GET',
    `/api/v1/channels/${channelId}/templates?status=APPROVED`,
  );
  const hello = templates.find((template) => template.name === 'hello_world');
  const { data: contacts } = await api<{ data: { contactId: string }[] }>('POST', '/api/v1/contacts', {
    contacts: [{ name: 'Grace Hopper', phone: '+4915112345670' }],
  });
  const schedule = async (campaignName: string, at: Date) =>
    api<CampaignCreated>('POST', `/api/v1/channels/${channelId}/campaigns`, {
      campaignName,
      type: 'standard',
      templateId: hello?.id,
      contacts: { apiContacts: contacts.map(({ contactId }) => ({ contactId })) },
      scheduleTime: at.toISOString(),
    });
  return { channelId, api, schedule };
}

const statusOf = (page: Page) => page.getByTestId('campaign-status').first();

describe('campaigns', () => {
  it('opens a campaign from the list, pauses, resumes and cancels it', async () => {
    const page = await stack.newPage();
    const { channelId, schedule } = await businessWithCampaign(page);
    const { campaignId } = await schedule('Spring sale', dayFromToday(1));

    await page.getByRole('link', { name: 'Broadcast' }).first().click();
    await page.waitForURL('**/dashboard/broadcast/list');
    const row = page.getByTestId('campaign-row').filter({ hasText: 'Spring sale' });
    await row.waitFor();
    expect(await row.getByText(campaignId).count()).toBe(1);
    expect(await row.getByTestId('campaign-status').textContent()).toBe('Scheduled');

    await row.getByTestId('campaign-name').click();
    await page.waitForURL(`**/dashboard/broadcast/${channelId}/${campaignId}`);
    await page.getByTestId('pause-campaign').click();
    await toastShown(page, 'Campaign paused');
    expect(await statusOf(page).textContent()).toBe('Paused');

    await page.getByTestId('resume-campaign').click();
    await toastShown(page, 'Campaign resumed');
    expect(await statusOf(page).textContent()).toBe('Scheduled');

    await page.getByTestId('cancel-campaign').click();
    await page.getByTestId('confirm').click();
    await toastShown(page, 'Campaign canceled');
    expect(await statusOf(page).textContent()).toBe('Canceled');
    expect(await page.getByTestId('cancel-campaign').count()).toBe(0);
    await page.context().close();
  });

  it('shows a campaign on the calendar and reschedules it by dragging it to another day', async () => {
    const page = await stack.newPage();
    const { api, schedule } = await businessWithCampaign(page);
    // Both days in the month the calendar opens on (its grid shows the next month's first days too).
    const from = dayFromToday(1);
    const to = dayFromToday(2);
    const { campaignId } = await schedule('Summer sale', from);

    await page.getByRole('link', { name: 'Calendar' }).first().click();
    await page.waitForURL('**/dashboard/calendar');
    const event = page.locator(`[data-campaign-id="${campaignId}"]`);
    await event.waitFor();
    expect(await event.textContent()).toContain('Summer sale');

    const target = page.locator(`td.fc-daygrid-day[data-date="${isoDay(to)}"]`).first();
    const start = await event.boundingBox();
    const end = await target.boundingBox();
    if (!start || !end) throw new Error('the campaign or the day is not on the screen');
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(
        start.x + ((end.x + end.width / 2 - start.x) * step) / 10,
        start.y + ((end.y + end.height / 2 - start.y) * step) / 10,
      );
    await page.mouse.up();
    await toastShown(page, 'Campaign rescheduled');

    const moved = await api<Campaign>('GET', `/api/v1/campaigns/${campaignId}`);
    expect(new Date(moved.scheduleTime).getTime() - from.getTime()).toBe(to.getTime() - from.getTime());
    expect(await target.locator(`[data-campaign-id="${campaignId}"]`).count()).toBe(1);
    await page.context().close();
  });
});

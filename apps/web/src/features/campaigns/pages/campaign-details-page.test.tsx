import type { Campaign, CampaignRecipient } from '@parley/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { type ServedCall as Call, serve } from '../../../test/fake-server';
import { renderSignedIn } from '../../../test/signed-in';
import { campaign, testId } from '../testing/campaign-fixtures';
import CampaignDetailsPage from './campaign-details-page';

const failedRecipient: CampaignRecipient = {
  recipientId: testId(),
  contactId: testId(),
  phoneNumber: '+15550101001',
  name: 'Grace Hopper',
  state: 'failed',
  error: {
    code: 131026,
    title: 'Message undeliverable',
    reason: 'The number is not on WhatsApp, or cannot receive this message.',
  },
  retryable: false,
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  repliedAt: null,
  failedAt: '2026-03-01T09:01:00.000Z',
  conversationId: testId(),
};

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

/** The campaign as the server holds it; a pause or cancel changes it as the server would. */
function serveCampaign(initial: Campaign) {
  let current = initial;
  const calls = serve(({ method, path }: Call) => {
    const base = `/api/v1/campaigns/${current.campaignId}`;
    if (path === base) return Response.json(current);
    if (path === `${base}/progress`)
      return Response.json({
        bucketSeconds: 60,
        points: [
          { at: '2026-03-01T09:00:00.000Z', sent: 60, delivered: 50, read: 20, replied: 2, failed: 1 },
          { at: '2026-03-01T09:01:00.000Z', sent: 30, delivered: 30, read: 20, replied: 3, failed: 1 },
        ],
      });
    if (path.startsWith(`${base}/recipients`))
      return Response.json({ data: [failedRecipient], totalRecords: 1 });
    if (method === 'POST' && path === `${base}/pause`) {
      current = { ...current, status: 'paused' };
      return Response.json(current);
    }
    if (method === 'POST' && path === `${base}/cancel`) {
      current = { ...current, status: 'canceled' };
      return Response.json(current);
    }
  });
  return calls;
}

const showDetails = (shown: Campaign, roleName: 'manager' | 'agent' = 'manager') =>
  renderSignedIn({
    path: `/dashboard/broadcast/${shown.channelId}/${shown.campaignId}`,
    routes: { '/dashboard/broadcast/:channelId/:campaignId': <CampaignDetailsPage /> },
    roleName,
  });

describe('CampaignDetailsPage', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['campaigns', 'components', 'inbox']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the funnel, and each failure with its code, reason and conversation', async () => {
    const running = campaign();
    serveCampaign(running);
    showDetails(running);
    expect(await screen.findByRole('heading', { name: 'Spring sale' })).toBeTruthy();
    const funnel = await screen.findByTestId('campaign-funnel');
    const count = (step: string) =>
      within(funnel).getByTestId(`funnel-${step}`).querySelector('[data-testid="funnel-count"]')?.textContent;
    expect([count('sent'), count('delivered'), count('read'), count('replied'), count('failed')]).toEqual([
      '90',
      '80',
      '40',
      '5',
      '2',
    ]);
    const row = within(await screen.findByTestId('recipient-row'));
    expect(row.getByTestId('recipient-error').textContent).toContain('131026: Message undeliverable');
    expect(row.getByTestId('recipient-error').textContent).toContain('The number is not on WhatsApp');
    expect(row.getByTestId('recipient-conversation').getAttribute('href')).toBe(
      `/dashboard/chat?channelId=${running.channelId}&conversationId=${failedRecipient.conversationId}`,
    );
  });

  it('pauses a running campaign, and then offers to resume it', async () => {
    const running = campaign();
    const calls = serveCampaign(running);
    showDetails(running);
    await click(await screen.findByTestId('pause-campaign'));
    // The chart draws while the answer arrives: on a busy machine that takes a while.
    expect(await screen.findByTestId('toast', undefined, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/campaigns/${running.campaignId}/pause`,
    ]);
    expect((await screen.findByTestId('toast')).textContent).toBe('Campaign paused');
    expect(screen.getByTestId('campaign-status').textContent).toBe('Paused');
    expect(screen.getByTestId('resume-campaign')).toBeTruthy();
    expect(screen.queryByTestId('pause-campaign')).toBeNull();
  });

  it('cancels only after the confirmation', async () => {
    const running = campaign();
    const calls = serveCampaign(running);
    showDetails(running);
    await click(await screen.findByTestId('cancel-campaign'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByText('Cancel this campaign?')).toBeTruthy();
    await click(screen.getByTestId('confirm'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/campaigns/${running.campaignId}/cancel`,
    ]);
    expect((await screen.findByTestId('toast')).textContent).toBe('Campaign canceled');
    expect(screen.getByTestId('campaign-status').textContent).toBe('Canceled');
  });

  it('offers no changes to an agent, who may only look', async () => {
    const running = campaign();
    serveCampaign(running);
    showDetails(running, 'agent');
    await screen.findByTestId('campaign-funnel');
    expect(screen.queryByTestId('pause-campaign')).toBeNull();
    expect(screen.queryByTestId('cancel-campaign')).toBeNull();
  });

  it("says so in the spec's words when the campaign's stats cannot be fetched", async () => {
    serve(() => Response.json({ message: 'boom' }, { status: 500 }));
    showDetails(campaign());
    expect((await screen.findByTestId('toast')).textContent).toBe('Failed to fetch campaign stats');
  });
});

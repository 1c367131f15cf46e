import type { CampaignInput, CampaignPreflight, Contact } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { CampaignWizard } from './campaign-wizard';
import { channelId, orderTemplate, welcomeTemplate } from './wizard-fixtures';

const contact: Contact = {
  contactId: '00000000-0000-4000-8000-000000000011',
  name: 'Ada Lovelace',
  phone: '+15550100',
  attributes: {},
  blocked: false,
  optedOut: false,
  groups: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
} as unknown as Contact;

const preflightAnswer: CampaignPreflight = {
  recipientCount: 60,
  duplicateCount: 0,
  invalidContactCount: 0,
  invalidContacts: [],
  excludedCounts: { blocked: 1, optedOut: 0 },
  excludedContacts: [
    {
      contactId: '00000000-0000-4000-8000-000000000012',
      phoneNumber: '+4915100',
      name: 'Bo',
      reason: 'blocked',
    },
  ],
  usMarketingCount: 1,
  messagingLimit: { tier: 'TIER_250', limit: 250, usedLast24Hours: 200, remaining: 50, exceedsBy: 10 },
  previews: [
    { phoneNumber: '+15550100', name: 'Ada Lovelace', rendered: { body: 'Hi Ada, order B-7 is ready' } },
  ],
};

/** The HTTP boundary: the channel's templates, the contacts, the pre-flight and the creation. */
function serve(created: Response = Response.json({ message: 'Campaign Created Successfully' })) {
  const preflights: CampaignInput[] = [];
  const creations: CampaignInput[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith(`/api/v1/channels/${channelId}/templates?`))
      return Response.json({ data: [orderTemplate, welcomeTemplate], totalRecords: 2 });
    if (path.startsWith('/api/v1/contacts?')) return Response.json({ data: [contact], totalRecords: 1 });
    if (path === `/api/v1/channels/${channelId}/campaigns/preflight`) {
      preflights.push(JSON.parse(String(init?.body)));
      return Response.json(preflightAnswer);
    }
    if (path === `/api/v1/channels/${channelId}/campaigns` && init?.method === 'POST') {
      creations.push(JSON.parse(String(init.body)));
      return created;
    }
    throw new Error(`Unexpected request ${path}`);
  });
  return { preflights, creations };
}

function renderWizard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/dashboard/broadcast/${channelId}/create`]}>
          <Routes>
            <Route
              path="/dashboard/broadcast/:channelId/create"
              element={<CampaignWizard channelId={channelId} />}
            />
            <Route path="/dashboard/broadcast/:channelId" element={<p>Broadcast list</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const byTestId = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (element: HTMLElement, value: string) =>
  act(async () => fireEvent.change(element, { target: { value } }));

/** Steps 1 and 2: a standard campaign named Spring sale with the order template. */
async function throughTemplate() {
  await type(byTestId('campaign-name'), 'Spring sale');
  await click(byTestId('wizard-next'));
  const [order] = await screen.findAllByTestId('template-option');
  await click(order as HTMLElement);
  await click(byTestId('wizard-next'));
}

/** Step 3: the values and one contact, counted by the pre-flight. */
async function throughMessage() {
  await type(byTestId('body-variable-0'), 'Ada');
  await type(byTestId('body-variable-1'), 'B-7');
  await click(await screen.findByTestId('contact-option'));
  expect((await screen.findByTestId('recipient-count', {}, { timeout: 3000 })).textContent).toBe(
    'Recipients: 60',
  );
  await click(byTestId('wizard-next'));
}

describe('CampaignWizard', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['campaign-wizard', 'inbox', 'templates', 'template-list', 'contact-imports']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for a name before leaving the first step, whose title is the spec’s', async () => {
    serve();
    renderWizard();
    expect(screen.getByText('Enter Campaign Information')).toBeTruthy();
    expect(screen.getByText('Preview & Schedule')).toBeTruthy();
    await click(byTestId('wizard-next'));
    expect(screen.getByText('Campaign name is required')).toBeTruthy();
    expect(screen.queryAllByTestId('template-option')).toHaveLength(0);
  });

  it('takes a standard campaign through the pre-flight to its creation, then shows the channel’s list', async () => {
    const { preflights, creations } = serve();
    renderWizard();
    await throughTemplate();

    expect(screen.getByTestId('message-body').textContent).toBe('Hi {{1}}, order {{2}} is ready');
    await type(byTestId('body-variable-0'), 'Ada');
    expect(screen.getByTestId('message-body').textContent).toBe('Hi Ada, order {{2}} is ready');
    await throughMessage();

    expect(await screen.findByTestId('count-recipients')).toBeTruthy();
    expect(byTestId('count-blocked').textContent).toBe('1');
    expect(screen.getByText('Bo')).toBeTruthy();
    expect(screen.getByTestId('us-marketing-warning').textContent).toContain('WhatsApp does not deliver');
    expect(screen.getByTestId('recipient-preview').textContent).toContain('Hi Ada, order B-7 is ready');
    expect(preflights.at(-1)).toEqual({
      campaignName: 'Spring sale',
      type: 'standard',
      templateId: orderTemplate.id,
      variables: { headers: [], body: ['Ada', 'B-7'], buttons: [], footer: [], carousel: [] },
      contacts: {
        apiContacts: [{ contactId: contact.contactId }],
        apiContactGroups: [],
        apiContactInGroup: [],
      },
    });

    await click(byTestId('wizard-next'));
    await screen.findByText('Campaign Created Successfully');
    expect(creations).toEqual([preflights.at(-1)]);
    expect(screen.getByText('Broadcast list')).toBeTruthy();
  });

  it('says what the server refused when the creation fails, and stays on the pre-flight', async () => {
    serve(
      Response.json(
        { code: 'UNKNOWN_CAMPAIGN_PROBLEM', message: 'Schedule time is in the past' },
        { status: 400 },
      ),
    );
    renderWizard();
    await throughTemplate();
    await throughMessage();
    await screen.findByTestId('count-recipients');
    await click(byTestId('wizard-next'));
    await screen.findByText('Schedule time is in the past');
    expect(screen.queryByText('Broadcast list')).toBeNull();
  });

  it('spreads a campaign over days at what is left of the messaging limit', async () => {
    const { preflights } = serve();
    renderWizard();
    await throughTemplate();
    await throughMessage();
    expect((await screen.findByTestId('messaging-limit')).textContent).toContain(
      'goes over what is left by 10 recipients',
    );
    await click(byTestId('spread-over-days'));
    await waitFor(() => expect(preflights.at(-1)?.dailyLimit).toBe(50));
  });
});

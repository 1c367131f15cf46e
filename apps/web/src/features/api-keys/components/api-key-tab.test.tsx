import type { ApiKey, ChannelList, CreatedApiKey, RoleName } from '@parley/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { type ServedCall, serve } from '../../../test/fake-server';
import { renderSignedIn, testUser } from '../../../test/signed-in';
import AccountSettingsPage from '../../account/pages/account-settings-page';

const channelId = '00000000-0000-4000-8000-00000000c0de';
const maya = { userId: testUser.userId, name: 'Maya Fischer' };

const shopKey: ApiKey = {
  apiKeyId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Web shop',
  prefix: 'prly_AbCdEfGh',
  status: 'active',
  createdAt: '2026-03-01T09:00:00.000Z',
  createdBy: maya,
  expiresAt: null,
  lastUsedAt: '2026-03-02T10:30:00.000Z',
  revokedAt: null,
  remarks: null,
};
const oldKey: ApiKey = {
  ...shopKey,
  apiKeyId: '00000000-0000-4000-8000-0000000000a2',
  name: 'Old CRM',
  prefix: 'prly_ZyXwVuTs',
  status: 'revoked',
  createdBy: null,
  lastUsedAt: null,
  revokedAt: '2026-03-03T08:00:00.000Z',
  remarks: 'Revoked',
};
const channels = {
  data: [{ channelId, displayName: 'Sandbox support' }],
  totalRecords: 1,
} as unknown as ChannelList;

/** The server: `answer` gives a call's response; the channels are always there, with no approved template. */
const serveKeys = (answer: (call: ServedCall) => Response | undefined) =>
  serve((call) => {
    if (call.path === '/api/v1/channels') return Response.json(channels);
    if (call.path.startsWith(`/api/v1/channels/${channelId}/templates`))
      return Response.json({ data: [], totalRecords: 0 });
    return answer(call);
  });

const showSettings = (roleName: RoleName, tab = 'apiKey') =>
  renderSignedIn({
    path: `/dashboard/account?tab=${tab}`,
    routes: { '/dashboard/account': <AccountSettingsPage /> },
    roleName,
  });

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (element: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(element, { target: { value } });
  });
const example = (name: string) => screen.getByTestId(`example-${name}`).textContent ?? '';
const toast = async () => (await screen.findByTestId('toast')).textContent;

describe('Settings → API Key', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['account', 'api-keys', 'components']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a tab for account admins only', async () => {
    serveKeys(() => Response.json({ data: [], totalRecords: 0 }));
    showSettings('manager', 'general');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Security']);
    cleanup();

    showSettings('accountAdmin', 'general');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Security',
      'API Key',
      'Webhooks',
    ]);
  });

  it('lists each key’s details, and its revocation with the remarks', async () => {
    serveKeys(() => Response.json({ data: [shopKey, oldKey], totalRecords: 2 }));
    showSettings('accountAdmin');
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows.map((row) => within(row).getByTestId('api-key-prefix').textContent)).toEqual([
      'prly_AbCdEfGh…',
      'prly_ZyXwVuTs…',
    ]);
    expect(rows.map((row) => within(row).getByTestId('api-key-status').textContent)).toEqual([
      'Active',
      'Revoked',
    ]);
    expect(rows[0]?.textContent).toContain('by Maya Fischer');
    expect(within(rows[1] as HTMLElement).getByTestId('api-key-remarks').textContent).toBe('Revoked');
    // A revoked key has nothing left to revoke.
    expect(within(rows[1] as HTMLElement).queryByTestId('revoke-api-key')).toBeNull();
  });

  it("says 'Failed to fetch API key' when the keys cannot be read", async () => {
    serveKeys(() => Response.json({ message: 'Internal error', code: 'UNKNOWN' }, { status: 500 }));
    showSettings('accountAdmin');
    expect(await toast()).toBe('Failed to fetch API key');
  });

  it('creates a key, shows it once with a warning, and fills it into the curl examples', async () => {
    const created: CreatedApiKey = { ...shopKey, apiKey: 'prly_AbCdEfGh0123456789abcdefghijklmnop' };
    let keys: ApiKey[] = [];
    const calls = serveKeys(({ method }) => {
      if (method === 'POST') {
        keys = [shopKey];
        return Response.json(created, { status: 201 });
      }
      return Response.json({ data: keys, totalRecords: keys.length });
    });
    showSettings('accountAdmin');
    await screen.findByTestId('empty-state');
    expect(example('text')).toContain("-H 'X-API-Key: <your API key>'");
    expect(example('text')).toContain(`/api/public/v1/channels/${channelId}/messages`);

    await click(screen.getByTestId('create-api-key'));
    const form = screen.getByTestId('api-key-form');
    await type(form.querySelector('input[name="name"]') as HTMLElement, 'Web shop');
    await click(screen.getByTestId('create-api-key-submit'));

    expect(await toast()).toBe('Api Key created successfully');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/v1/users/me/api-key', body: { name: 'Web shop', expiresAt: null } },
    ]);
    const shown = await screen.findByTestId('created-api-key');
    expect(within(shown).getByTestId('new-api-key').textContent).toBe(created.apiKey);
    expect(within(shown).getByTestId('created-api-key-warning').textContent).toContain(
      'It will not be shown again',
    );
    await click(within(shown).getByTestId('new-api-key-copy'));
    expect(await navigator.clipboard.readText()).toBe(created.apiKey);

    await click(screen.getByTestId('created-api-key-done'));
    await type(screen.getByTestId('example-to'), '+49 151 12345678');
    expect(example('text')).toContain(`-H 'X-API-Key: ${created.apiKey}'`);
    expect(example('text')).toContain(
      `-d '{"to":"+49 151 12345678","type":"text","text":{"body":"Hello from the API"}}'`,
    );
    expect(example('status')).toContain(`-H 'X-API-Key: ${created.apiKey}'`);
    expect(screen.queryByTestId('example-key-placeholder')).toBeNull();
  });

  it("says 'Failed to add API key' when the server refuses without a reason", async () => {
    serveKeys(({ method }) =>
      method === 'POST'
        ? Response.json({ message: 'Internal error', code: 'UNKNOWN' }, { status: 500 })
        : Response.json({ data: [], totalRecords: 0 }),
    );
    showSettings('accountAdmin');
    await click(await screen.findByTestId('create-api-key'));
    await type(
      screen.getByTestId('api-key-form').querySelector('input[name="name"]') as HTMLElement,
      'Web shop',
    );
    await click(screen.getByTestId('create-api-key-submit'));
    expect(await toast()).toBe('Failed to add API key');
    expect(screen.queryByTestId('created-api-key')).toBeNull();
  });

  it("revokes a key after asking, with the remarks 'Revoked'", async () => {
    let keys = [shopKey];
    const calls = serveKeys(({ method }) => {
      if (method === 'PATCH') {
        keys = [{ ...shopKey, status: 'revoked', revokedAt: '2026-03-04T08:00:00.000Z', remarks: 'Revoked' }];
        return Response.json(keys[0]);
      }
      return Response.json({ data: keys, totalRecords: keys.length });
    });
    showSettings('accountAdmin');
    await click(await screen.findByTestId('revoke-api-key'));
    expect(screen.getByRole('dialog').textContent).toContain('Every call made with “Web shop” is refused');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await click(screen.getByTestId('confirm'));
    expect(await toast()).toBe('Revoked successfully');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/api/v1/users/me/api-key/${shopKey.apiKeyId}`,
        body: { remarks: 'Revoked' },
      },
    ]);
    expect((await screen.findByTestId('api-key-status')).getAttribute('data-status')).toBe('revoked');
  });

  it("says 'Failed  to revoke' when the revocation fails without a reason", async () => {
    serveKeys(({ method }) =>
      method === 'PATCH'
        ? Response.json({ message: 'Internal error', code: 'UNKNOWN' }, { status: 500 })
        : Response.json({ data: [shopKey], totalRecords: 1 }),
    );
    showSettings('accountAdmin');
    await click(await screen.findByTestId('revoke-api-key'));
    await click(screen.getByTestId('confirm'));
    expect(await toast()).toBe('Failed  to revoke');
  });
});

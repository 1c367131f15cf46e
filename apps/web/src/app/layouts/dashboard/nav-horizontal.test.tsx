import { type ChannelPlatforms, channelGroupIds, channelNamespaces } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from '../../../settings/settings-context';
import { renderSignedIn } from '../../../test/signed-in';
import { NavHorizontal } from './nav-horizontal';

const channelId = '00000000-0000-4000-8000-0000000000c1';
const namespace = channelNamespaces.cloud;
const platforms: ChannelPlatforms = {
  data: [
    {
      platform: 'whatsapp',
      label: 'WhatsApp',
      url: '',
      channelGroups: [
        {
          channelGroupId: channelGroupIds.cloud,
          provider: 'cloud',
          channels: [
            {
              channelId,
              label: 'Flowers support',
              namespaces: {
                templates: namespace,
                inbox: namespace,
                reports: namespace,
                campaign: namespace,
                receiverProfile: namespace,
              },
            },
          ],
        },
      ],
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('the navigation', () => {
  it("waits with a channel's entries until the channels have loaded, then leads to the channel's page", async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url).endsWith('/channels/platforms')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    );
    renderSignedIn({
      path: '/dashboard',
      routes: {
        '/dashboard': (
          <SettingsProvider>
            <NavHorizontal />
          </SettingsProvider>
        ),
      },
      roleName: 'accountAdmin',
    });

    // The bar shows from the lg breakpoint, which jsdom's styles never reach: its links count as hidden.
    const store = await screen.findByRole('link', { name: 'nav.store', hidden: true });
    expect(store.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByRole('link', { name: 'nav.contacts', hidden: true }).getAttribute('aria-disabled'),
    ).toBeNull();

    answer(Response.json(platforms));
    await waitFor(() => expect(store.getAttribute('aria-disabled')).toBeNull());
    expect(store.getAttribute('href')).toBe(`/dashboard/channels/${channelId}/store`);
  });
});

import type { ProviderType } from '@parley/contract';
import { useSearchParams } from 'react-router';
import { useChannelPlatforms } from './api';

export interface SelectableChannel {
  channelId: string;
  label: string;
  provider: ProviderType;
  channelGroupId: number;
  namespaces: Record<'templates' | 'inbox' | 'reports' | 'campaign' | 'receiverProfile', string>;
}

/**
 * The channel the channel-scoped screens work on (spec §2): `channelId` from the address, or else
 * the first channel of the first group of the first platform.
 */
export function useSelectedChannel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const platforms = useChannelPlatforms();
  const channels: SelectableChannel[] =
    platforms.data?.data.flatMap((platform) =>
      platform.channelGroups.flatMap((group) =>
        group.channels.map((channel) => ({
          ...channel,
          provider: group.provider,
          channelGroupId: group.channelGroupId,
        })),
      ),
    ) ?? [];
  const requested = searchParams.get('channelId');
  const selected = channels.find((channel) => channel.channelId === requested) ?? channels[0];
  const select = (channelId: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('channelId', channelId);
      return next;
    });
  return { platforms: platforms.data?.data ?? [], channels, selected, select };
}

import type { ProviderType } from '@parley/contract';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useChannelPlatforms } from './api';

export interface SelectableChannel {
  channelId: string;
  label: string;
  provider: ProviderType;
  channelGroupId: number;
  namespaces: Record<'templates' | 'inbox' | 'reports' | 'campaign' | 'receiverProfile', string>;
}

/**
 * The channel the channel-scoped screens work on (spec §2): `channelId` from the address (the query,
 * or a channel's own page such as its templates), or else the first channel of the first group of the
 * first platform. Choosing another channel on a channel's page opens the same page of that channel.
 */
export function useSelectedChannel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { channelId: pageChannelId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
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
  const requested = searchParams.get('channelId') ?? pageChannelId;
  const selected = channels.find((channel) => channel.channelId === requested) ?? channels[0];
  const select = (channelId: string) =>
    pageChannelId
      ? navigate(pathname.replace(`/${pageChannelId}`, `/${channelId}`))
      : setSearchParams((current) => {
          const next = new URLSearchParams(current);
          next.set('channelId', channelId);
          return next;
        });
  return { platforms: platforms.data?.data ?? [], channels, selected, select, loading: platforms.isPending };
}

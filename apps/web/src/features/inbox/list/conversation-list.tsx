import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import { SearchField } from '../../../components/search-field/search-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useConversations } from '../api';
import { conversationsOf } from '../conversation-cache';
import {
  type ConversationFilter,
  conversationsQuery,
  defaultConversationFilter,
} from '../conversation-filter';
import { ConversationFilterButton } from './conversation-filter-button';
import { ConversationListItem } from './conversation-list-item';

export interface ConversationListProps {
  channelId: string;
  channelLabel: string;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
}

/** The channel's conversations, most recent first: search, filter, and more on scrolling down. */
export function ConversationList({ channelId, channelLabel, selectedId, onSelect }: ConversationListProps) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const [filter, setFilter] = useState<ConversationFilter>(defaultConversationFilter);
  const [appliedCount, setAppliedCount] = useState(0);
  const [search, setSearch] = useState('');
  const query = conversationsQuery(channelId, filter, search);
  const list = useConversations(query);
  const conversations = conversationsOf(list.data);

  useEffect(() => {
    if (list.isFetchNextPageError) toast.error(errorText(t, list.error, 'messages.loadFailed'));
    else if (list.isError) toast.error(errorText(t, list.error, 'messages.fetchFailed'));
  }, [list.isError, list.isFetchNextPageError, list.error, toast, t]);

  return (
    <Stack sx={{ height: 1, minWidth: 0 }}>
      <Stack spacing={1.5} sx={{ p: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h1">
              {t('title')}
            </Typography>
            <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
              {channelLabel}
            </Typography>
          </Box>
          <ConversationFilterButton
            filter={filter}
            appliedCount={appliedCount}
            onApply={(next) => {
              setFilter(next);
              setAppliedCount((count) => count + 1);
            }}
            onClear={() => {
              setFilter(defaultConversationFilter);
              setAppliedCount(0);
            }}
          />
        </Stack>
        <SearchField value={search} onChange={setSearch} placeholder={t('list.search')} fullWidth />
      </Stack>
      <Box sx={{ flexGrow: 1, minHeight: 0 }} data-testid="conversation-list">
        {list.isPending ? (
          <ListSkeleton />
        ) : conversations.length === 0 ? (
          <Stack
            spacing={1}
            sx={{ p: 4, alignItems: 'center', textAlign: 'center', color: 'text.secondary' }}
          >
            <ForumOutlined sx={{ fontSize: 40 }} />
            <Typography variant="body2" data-testid="conversations-empty">
              {search.trim() || appliedCount > 0 ? t('list.noMatches') : t('list.empty')}
            </Typography>
          </Stack>
        ) : (
          <Virtuoso
            key={JSON.stringify(query)}
            style={{ height: '100%', opacity: list.isPlaceholderData ? 0.6 : 1 }}
            data={conversations}
            computeItemKey={(_, conversation) => conversation.conversationId}
            endReached={() => {
              if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
            }}
            itemContent={(_, conversation) => (
              <ConversationListItem
                conversation={conversation}
                selected={conversation.conversationId === selectedId}
                onSelect={onSelect}
              />
            )}
            context={{ loadingMore: list.isFetchingNextPage }}
            components={{ Footer: ListFooter }}
          />
        )}
      </Box>
    </Stack>
  );
}

function ListFooter({ context }: { context?: { loadingMore: boolean } }) {
  return context?.loadingMore ? (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={24} />
    </Box>
  ) : null;
}

function ListSkeleton() {
  return (
    <Stack>
      {[0, 1, 2, 3, 4].map((row) => (
        <Stack key={row} direction="row" spacing={1.5} sx={{ px: 2, py: 1.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="90%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

import FilterListOff from '@mui/icons-material/FilterListOff';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ConversationCounts } from '@parley/contract';
import { useEffect, useRef, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useTranslation } from 'react-i18next';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { SearchField } from '../../../components/search-field/search-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useConversationCounts, useConversations } from '../api';
import { conversationsOf } from '../conversation-cache';
import {
  type ConversationFilter,
  conversationCountsQuery,
  conversationsQuery,
  conversationTabs,
  defaultConversationFilter,
} from '../conversation-filter';
import { useUnreadTitle } from '../use-unread-title';
import { ConversationFilterButton } from './conversation-filter-button';
import { ConversationListItem } from './conversation-list-item';

export interface ConversationListProps {
  channelId: string;
  channelLabel: string;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
}

/**
 * The channel's conversations, most recent first: All / Mine / Unassigned / Assigned tabs with their counts,
 * search, the rest of the filter, and more on scrolling down. j and k open the next and previous one.
 */
export function ConversationList({ channelId, channelLabel, selectedId, onSelect }: ConversationListProps) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const [filter, setFilter] = useState<ConversationFilter>(defaultConversationFilter);
  const [appliedCount, setAppliedCount] = useState(0);
  const [search, setSearch] = useState('');
  // Clearing the filters empties the search box too: a new box is drawn.
  const [searchBox, setSearchBox] = useState(0);
  const query = conversationsQuery(channelId, filter, search);
  const list = useConversations(query);
  const counts = useConversationCounts(conversationCountsQuery(channelId, filter, search)).data;
  const conversations = conversationsOf(list.data);
  const filtered = search.trim() !== '' || appliedCount > 0;
  const listRef = useRef<VirtuosoHandle>(null);
  // The inbox opens with the focus on its list: the next Tab reaches a conversation.
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => regionRef.current?.focus({ preventScroll: true }), []);
  useUnreadTitle(counts?.unread);

  useEffect(() => {
    if (list.isFetchNextPageError) toast.error(errorText(t, list.error, 'messages.loadFailed'));
    else if (list.isError) toast.error(errorText(t, list.error, 'messages.fetchFailed'));
  }, [list.isError, list.isFetchNextPageError, list.error, toast, t]);

  const step = (by: 1 | -1) => {
    const at = conversations.findIndex((conversation) => conversation.conversationId === selectedId);
    const next = at === -1 ? 0 : Math.min(Math.max(at + by, 0), conversations.length - 1);
    const conversation = conversations[next];
    if (!conversation) return;
    listRef.current?.scrollIntoView({ index: next });
    onSelect(conversation.conversationId);
  };
  useHotkeys('j', () => step(1), { useKey: true });
  useHotkeys('k', () => step(-1), { useKey: true });

  const clearFilters = () => {
    setFilter((current) => ({ ...defaultConversationFilter, option: current.option }));
    setAppliedCount(0);
    setSearch('');
    setSearchBox((box) => box + 1);
  };

  return (
    <Stack sx={{ height: 1, minWidth: 0 }}>
      <Stack spacing={1.5} sx={{ p: 2, pb: 0, borderBottom: 1, borderColor: 'divider' }}>
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
            onClear={clearFilters}
          />
        </Stack>
        <SearchField
          key={searchBox}
          value={search}
          onChange={setSearch}
          placeholder={t('list.search')}
          fullWidth
        />
        <Tabs
          value={filter.option}
          onChange={(_, option) => setFilter((current) => ({ ...current, option }))}
          // A narrow list scrolls its tabs rather than cut their names.
          variant="scrollable"
          scrollButtons={false}
          aria-label={t('tabs.label')}
          sx={{ minHeight: 40, mx: -1 }}
        >
          {conversationTabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              data-testid={`tab-${tab}`}
              sx={{ minHeight: 40, py: 1, px: 1.25, minWidth: 0 }}
              label={
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} component="span">
                  <span>{t(`filter.choices.option.${tab}`)}</span>
                  <Box
                    component="span"
                    data-testid={`tab-count-${tab}`}
                    sx={{
                      px: 0.75,
                      borderRadius: 1,
                      typography: 'caption',
                      fontWeight: 600,
                      bgcolor: filter.option === tab ? 'primary.main' : 'action.selected',
                      color: filter.option === tab ? 'primary.contrastText' : 'text.secondary',
                    }}
                  >
                    {counts ? tabCount(counts, tab) : '–'}
                  </Box>
                </Stack>
              }
            />
          ))}
        </Tabs>
      </Stack>
      <Box
        ref={regionRef}
        tabIndex={-1}
        role="region"
        aria-label={t('list.label')}
        sx={{ flexGrow: 1, minHeight: 0, '&:focus': { outline: 'none' } }}
        data-testid="conversation-list"
      >
        {list.isPending ? (
          <ListSkeleton />
        ) : conversations.length === 0 ? (
          <Stack
            spacing={1.5}
            sx={{ p: 4, alignItems: 'center', textAlign: 'center', color: 'text.secondary' }}
          >
            {filtered ? <FilterListOff sx={{ fontSize: 40 }} /> : <ForumOutlined sx={{ fontSize: 40 }} />}
            <Typography variant="body2" data-testid="conversations-empty">
              {filtered ? t('list.noMatches') : t(filter.option === 'ALL' ? 'list.empty' : 'list.emptyTab')}
            </Typography>
            {filtered && (
              <Button variant="outlined" size="small" onClick={clearFilters} data-testid="clear-filters">
                {t('list.clearFilters')}
              </Button>
            )}
          </Stack>
        ) : (
          <Virtuoso
            ref={listRef}
            key={JSON.stringify(query)}
            // Not a Tab stop of its own: the Tab key goes straight to a conversation.
            tabIndex={-1}
            style={{ height: '100%', opacity: list.isPlaceholderData ? 0.6 : 1 }}
            data={conversations}
            computeItemKey={(_, conversation) => conversation.conversationId}
            endReached={() => {
              if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
            }}
            itemContent={(index, conversation) => (
              <ConversationListItem
                conversation={conversation}
                selected={conversation.conversationId === selectedId}
                // One stop for the Tab key: the open conversation, or the first.
                tabbable={selectedId ? conversation.conversationId === selectedId : index === 0}
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

/** What a tab holds; every conversation in All is either assigned or not. */
function tabCount(counts: ConversationCounts, tab: (typeof conversationTabs)[number]): number {
  if (tab === 'ASSIGNED') return counts.all - counts.unassigned;
  return counts[({ ALL: 'all', MINE: 'mine', UNASSIGNED: 'unassigned' } as const)[tab]];
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

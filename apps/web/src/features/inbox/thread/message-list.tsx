import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useUser } from '../../auth/session';
import { useCan } from '../../auth/use-can';
import { chatColors, wallpaperImage } from '../../templates/components/chat-colors';
import { useMessages } from '../api';
import { messagesOf } from '../conversation-cache';
import { useProductsByRetailerId } from '../products-api';
import { firstItemIndexStart, nextFirstItemIndex } from './first-item-index';
import { MessageRow } from './message-row';
import { namesProducts } from './message-view';
import { type ThreadRow, threadRows } from './thread-rows';

interface ListContext {
  loadingOlder: boolean;
  atStart: boolean;
}

/**
 * The thread, oldest at the top, virtualised so long histories stay smooth: it opens at the newest
 * message, follows new ones while the agent is at the bottom, and loads older pages on scrolling up
 * without jumping.
 */
export function MessageList({ conversationId, channelId }: { conversationId: string; channelId: string }) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const colors = chatColors(useTheme());
  const { userId } = useUser();
  const campaignHref = useCan('readCampaigns')
    ? (campaignId: string) => paths.dashboard.broadcast.details(channelId, campaignId)
    : undefined;
  const thread = useMessages(conversationId);
  const rows = useMemo(() => threadRows(messagesOf(thread.data)), [thread.data]);
  const products = useProductsByRetailerId(
    channelId,
    rows.some((row) => namesProducts(row.view)),
  );
  const numbering = useRef({ firstId: undefined as string | undefined, firstItemIndex: firstItemIndexStart });
  const ids = rows.map((row) => row.message.messageId);
  const firstItemIndex = nextFirstItemIndex(numbering.current, ids);
  numbering.current = { firstId: ids[0], firstItemIndex };

  useEffect(() => {
    if (thread.isFetchNextPageError) toast.error(errorText(t, thread.error, 'messages.messagesLoadFailed'));
    else if (thread.isError) toast.error(errorText(t, thread.error, 'messages.messagesFetchFailed'));
  }, [thread.isError, thread.isFetchNextPageError, thread.error, toast, t]);

  return (
    <Box
      data-testid="message-list"
      sx={{ flexGrow: 1, minHeight: 0, bgcolor: colors.wallpaper, backgroundImage: wallpaperImage(colors) }}
    >
      {thread.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', height: 1 }}>
          <CircularProgress size={28} />
        </Box>
      ) : (
        <Virtuoso<ThreadRow, ListContext>
          style={{ height: '100%' }}
          data={rows}
          firstItemIndex={firstItemIndex}
          initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
          alignToBottom
          computeItemKey={(_, row) => row.message.messageId}
          startReached={() => {
            if (thread.hasNextPage && !thread.isFetchingNextPage) void thread.fetchNextPage();
          }}
          // New messages pull the view down while the agent reads the newest, or after their own send.
          followOutput={(atBottom) => {
            const last = rows.at(-1)?.message;
            return atBottom || last?.sentBy?.userId === userId ? 'smooth' : false;
          }}
          context={{ loadingOlder: thread.isFetchingNextPage, atStart: !thread.hasNextPage }}
          itemContent={(_, row) => <MessageRow row={row} campaignHref={campaignHref} products={products} />}
          components={{ Header: ThreadStart, Footer: ThreadEnd }}
        />
      )}
    </Box>
  );
}

function ThreadStart({ context }: { context?: ListContext }) {
  const { t } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  if (context?.loadingOlder) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
        <CircularProgress size={22} />
      </Box>
    );
  }
  return context?.atStart ? (
    <Typography
      variant="caption"
      component="div"
      sx={{ textAlign: 'center', py: 1.5, color: colors.secondary }}
    >
      {t('thread.start')}
    </Typography>
  ) : (
    <Box sx={{ height: 8 }} />
  );
}

function ThreadEnd() {
  return <Box sx={{ height: 12 }} />;
}

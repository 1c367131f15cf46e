import ArrowBack from '@mui/icons-material/ArrowBack';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Conversation } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { ContactAvatar } from '../list/contact-avatar';
import { ConversationActions } from '../panel/conversation-actions';
import { WindowCountdown } from './window-countdown';

export interface ThreadHeaderProps {
  conversation: Conversation;
  windowRemainingMs: number;
  /** On a phone, the way back to the list. */
  onBack?: () => void;
  panelOpen: boolean;
  onTogglePanel: () => void;
  /** The side panel takes room beside the thread: the actions fold into a menu. */
  narrow: boolean;
}

/** Who the conversation is with, its window, the conversation's actions and the side panel's switch. */
export function ThreadHeader({
  conversation,
  windowRemainingMs,
  onBack,
  panelOpen,
  onTogglePanel,
  narrow,
}: ThreadHeaderProps) {
  const { t } = useTranslation('inbox');
  const { contact } = conversation;
  return (
    // On a phone the actions wrap onto a second line, so the name and the window's time stay whole.
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        px: 2,
        py: 1,
        minHeight: 64,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {onBack && (
        <IconButton onClick={onBack} aria-label={t('thread.back')} edge="start" data-testid="thread-back">
          <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
      )}
      <ContactAvatar contact={contact} />
      <Box sx={{ flex: '1 1 0', minWidth: 180 }}>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          data-testid="thread-title"
        >
          {contact.name ?? <LtrText>{contact.phone}</LtrText>}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.25, minWidth: 0 }}
        >
          {contact.name && (
            <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
              <LtrText>{contact.phone}</LtrText>
            </Typography>
          )}
          <WindowCountdown remainingMs={windowRemainingMs} />
        </Stack>
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', marginInlineStart: 'auto' }}>
        <ConversationActions conversation={conversation} compact={narrow} />
        <Tooltip title={t(panelOpen ? 'thread.hideDetails' : 'thread.showDetails')}>
          <IconButton
            onClick={onTogglePanel}
            aria-label={t(panelOpen ? 'thread.hideDetails' : 'thread.showDetails')}
            aria-pressed={panelOpen}
            color={panelOpen ? 'primary' : 'default'}
            data-testid="toggle-panel"
          >
            <ViewSidebarOutlined
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}

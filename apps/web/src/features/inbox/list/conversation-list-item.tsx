import Block from '@mui/icons-material/Block';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Conversation } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { FormattedText } from '../../templates/components/formatted-text';
import { ContactAvatar } from './contact-avatar';
import { ConversationTime } from './conversation-time';

/** Tags beyond these show as "+N": a row stays one line high whatever the tagging. */
const shownTags = 2;

export interface ConversationListItemProps {
  conversation: Conversation;
  selected: boolean;
  /** Whether the Tab key stops here; the list is one stop, and j/k move within it. */
  tabbable: boolean;
  onSelect: (conversationId: string) => void;
}

/** One conversation: who, the last message, when, unread count, agent and tags. */
export function ConversationListItem({
  conversation,
  selected,
  tabbable,
  onSelect,
}: ConversationListItemProps) {
  const { t } = useTranslation('inbox');
  const { contact, lastMessage, inboundUnreadMessages: unread, tags } = conversation;
  // One line: the list shows how a message starts, with its formatting but not its line breaks.
  const preview =
    lastMessage?.text?.replace(/\s*\n\s*/g, ' ') ||
    (lastMessage && t(`types.${lastMessage.type}`, { defaultValue: t('types.unsupported') }));

  return (
    <ListItemButton
      selected={selected}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onSelect(conversation.conversationId)}
      data-testid="conversation-item"
      data-conversation-id={conversation.conversationId}
      sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.25, px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <ContactAvatar contact={contact} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography variant="subtitle2" noWrap sx={{ flexGrow: 1, fontWeight: unread > 0 ? 700 : 600 }}>
            {contact.name ?? <LtrText>{contact.phone}</LtrText>}
          </Typography>
          <Typography
            variant="caption"
            sx={{ flexShrink: 0, color: unread > 0 ? 'primary.main' : 'text.secondary' }}
            data-testid="conversation-time"
          >
            <ConversationTime at={conversation.lastMessageAt} />
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 22 }}>
          {conversation.isBlocked && (
            <Block sx={{ fontSize: 16, color: 'error.main' }} aria-label={t('list.blocked')} />
          )}
          <Typography
            variant="body2"
            noWrap
            data-testid="conversation-preview"
            sx={{ flexGrow: 1, color: unread > 0 ? 'text.primary' : 'text.secondary' }}
          >
            {lastMessage?.direction === 'outbound' && t('list.you')}
            {preview && (
              <bdi>
                <FormattedText text={preview} />
              </bdi>
            )}
          </Typography>
          {unread > 0 && (
            <Badge
              badgeContent={unread}
              color="primary"
              max={99}
              data-testid="unread-count"
              aria-label={t('list.unread', { count: unread })}
              sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
            />
          )}
        </Stack>
        {(conversation.assignedAgentName || tags.length > 0) && (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', mt: 0.5, minWidth: 0, overflow: 'hidden' }}
          >
            {conversation.assignedAgentName && (
              <Stack
                direction="row"
                spacing={0.25}
                sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary' }}
              >
                <PersonOutlined sx={{ fontSize: 16 }} />
                <Typography variant="caption" noWrap data-testid="conversation-agent">
                  {conversation.assignedAgentName}
                </Typography>
              </Stack>
            )}
            {tags.slice(0, shownTags).map((tag) => (
              <Chip
                key={tag.conversationTagId}
                label={tag.tagName}
                size="small"
                variant="outlined"
                sx={{ height: 20, maxWidth: 96 }}
              />
            ))}
            {tags.length > shownTags && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('list.moreTags', { count: tags.length - shownTags })}
              </Typography>
            )}
          </Stack>
        )}
      </Box>
    </ListItemButton>
  );
}

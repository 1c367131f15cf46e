import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { Conversation } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { ContactSection } from './contact-section';
import { Fact } from './fact';
import { NotesSection } from './notes-section';
import { PanelSection } from './panel-section';
import { TagsSection } from './tags-section';

export interface ConversationPanelProps {
  conversation: Conversation;
}

/**
 * The side panel beside a thread: the contact, the conversation's state, its tags and the team's
 * notes. It fills the width it is given (about 320 px beside the thread, or a drawer).
 */
export function ConversationPanel({ conversation }: ConversationPanelProps) {
  const { t } = useTranslation('inbox-panel');
  const closed = conversation.status === 'CLOSED';

  return (
    <Box
      data-testid="conversation-panel"
      data-conversation-id={conversation.conversationId}
      sx={{ height: 1, overflowY: 'auto' }}
    >
      <ContactSection contact={conversation.contact} />
      <Divider sx={{ borderStyle: 'dashed' }} />
      <PanelSection title={t('sections.conversation')}>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Fact label={t('conversation.status')}>
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }} component="span">
              <Chip
                size="small"
                label={t(closed ? 'conversation.closed' : 'conversation.open')}
                color={closed ? 'default' : 'success'}
                data-testid="panel-status"
              />
              {conversation.isBlocked && (
                <Chip
                  size="small"
                  label={t('conversation.blocked')}
                  color="error"
                  data-testid="panel-blocked"
                />
              )}
            </Stack>
          </Fact>
          <Fact label={t('conversation.agent')}>
            <span data-testid="panel-agent">
              {conversation.assignedAgentName ?? t('conversation.unassigned')}
            </span>
          </Fact>
        </Stack>
      </PanelSection>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <TagsSection conversation={conversation} />
      <Divider sx={{ borderStyle: 'dashed' }} />
      <NotesSection conversationId={conversation.conversationId} />
    </Box>
  );
}

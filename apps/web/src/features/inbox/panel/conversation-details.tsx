import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConversation } from '../api';
import { ConversationPanel } from './conversation-panel';

export interface ConversationDetailsProps {
  conversationId: string;
  /** On a phone the details take the whole screen: the way back to the thread. */
  onBack?: () => void;
}

/** The details side panel of the open conversation, once it is loaded. */
export function ConversationDetails({ conversationId, onBack }: ConversationDetailsProps) {
  const { t } = useTranslation('inbox');
  const conversation = useConversation(conversationId).data;
  return (
    <Stack sx={{ height: 1, minWidth: 0 }}>
      {onBack && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', px: 1, minHeight: 56, borderBottom: 1, borderColor: 'divider' }}
        >
          <IconButton onClick={onBack} aria-label={t('thread.backToThread')} data-testid="details-back">
            <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          </IconButton>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('thread.details')}
          </Typography>
        </Stack>
      )}
      <Box sx={{ flexGrow: 1, minHeight: 0 }}>
        {conversation && <ConversationPanel conversation={conversation} />}
      </Box>
    </Stack>
  );
}

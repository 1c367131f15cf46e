import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QuickReply } from '@parley/contract';
import { useTranslation } from 'react-i18next';

export interface QuickReplySuggestionsProps {
  replies: QuickReply[];
  loading: boolean;
  highlighted: number;
  onPick: (reply: QuickReply) => void;
}

/** The quick replies that match what follows `/`, above the composer; arrows move, Enter picks. */
export function QuickReplySuggestions({ replies, loading, highlighted, onPick }: QuickReplySuggestionsProps) {
  const { t } = useTranslation('inbox');
  return (
    <Paper
      elevation={8}
      data-testid="quick-reply-suggestions"
      sx={{
        position: 'absolute',
        bottom: '100%',
        insetInline: 8,
        mb: 1,
        maxHeight: 280,
        overflowY: 'auto',
        zIndex: 2,
      }}
    >
      <Typography variant="overline" component="div" sx={{ px: 2, pt: 1, color: 'text.secondary' }}>
        {t('quickReplies.title')}
      </Typography>
      {replies.length === 0 ? (
        <Typography variant="body2" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }}>
          {loading ? t('quickReplies.loading') : t('quickReplies.none')}
        </Typography>
      ) : (
        <List dense role="listbox" aria-label={t('quickReplies.title')}>
          {replies.map((reply, index) => (
            <ListItemButton
              key={reply.quickReplyId}
              role="option"
              selected={index === highlighted}
              aria-selected={index === highlighted}
              // Keeps the focus in the composer, so typing goes on after a click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(reply)}
              data-testid="quick-reply-option"
            >
              <Typography
                variant="subtitle2"
                component="span"
                data-testid="quick-reply-short-name"
                sx={{ flexShrink: 0, marginInlineEnd: 1.5, color: 'primary.main' }}
              >
                /{reply.shortName}
              </Typography>
              <ListItemText
                primary={reply.replyMessage}
                secondary={reply.options.length > 0 ? reply.options.join(' · ') : undefined}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

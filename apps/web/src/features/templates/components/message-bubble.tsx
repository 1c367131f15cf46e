import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyValues, findComponent, headerValues, type TemplateComponent } from '../template-components';
import { messageDirection } from '../text-direction';
import { chatColors } from './chat-colors';
import { FormattedText } from './formatted-text';
import { MessageMedia } from './message-media';
import { TemplateButtons } from './template-buttons';

export interface MessageBubbleProps {
  components: readonly TemplateComponent[];
  language?: string;
  headerMediaUrl?: string;
}

/** The business's incoming message: header, body, footer, time and buttons. */
export function MessageBubble({ components, language, headerMediaUrl }: MessageBubbleProps) {
  const colors = chatColors(useTheme());
  const header = findComponent(components, 'HEADER');
  const body = findComponent(components, 'BODY');
  const footer = findComponent(components, 'FOOTER');
  const buttons = findComponent(components, 'BUTTONS')?.buttons ?? [];
  const mediaFormat = header?.format === 'TEXT' ? undefined : header?.format;
  const wide = Boolean(mediaFormat) || buttons.length > 0;
  const direction = messageDirection([header?.text, body?.text, footer?.text], language);

  return (
    <Box
      dir={direction}
      data-testid="message-bubble"
      sx={{
        position: 'relative',
        alignSelf: 'flex-start',
        width: wide ? '85%' : 'auto',
        maxWidth: wide ? 340 : '85%',
        borderRadius: '8px',
        // The tail sits at the top of the bubble on the UI's start side; the RTL style cache
        // mirrors these physical sides, while the text inside follows its own direction.
        borderTopLeftRadius: 0,
        bgcolor: colors.bubble,
        color: colors.text,
        boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
        '&::before': {
          content: '""',
          position: 'absolute',
          top: 0,
          left: -8,
          borderRight: `8px solid ${colors.bubble}`,
          borderBottom: '13px solid transparent',
        },
      }}
    >
      {mediaFormat && (
        <Box sx={{ p: '3px', pb: 0 }}>
          <MessageMedia format={mediaFormat} url={headerMediaUrl} />
        </Box>
      )}
      <Box sx={{ px: 1, pt: 0.75, pb: 0.5, fontSize: 14, lineHeight: 1.45, overflowWrap: 'anywhere' }}>
        {header?.format === 'TEXT' && header.text && (
          <Box sx={{ fontWeight: 700, fontSize: 15, mb: 0.5 }}>
            <FormattedText text={header.text} values={headerValues(header)} />
          </Box>
        )}
        {body?.text && (
          <Box data-testid="message-body">
            <FormattedText text={body.text} values={bodyValues(body)} />
          </Box>
        )}
        {footer?.text && <Box sx={{ mt: 0.5, fontSize: 13, color: colors.secondary }}>{footer.text}</Box>}
        <MessageTime />
      </Box>
      <TemplateButtons buttons={buttons} direction={direction} />
    </Box>
  );
}

/** The time the message would arrive, in the bubble's bottom corner on the UI's end side. */
function MessageTime() {
  const { i18n } = useTranslation();
  const colors = chatColors(useTheme());
  const [now] = useState(() => new Date());
  return (
    <Box sx={{ textAlign: 'right', fontSize: 11, lineHeight: 1, color: colors.secondary, mt: 0.25 }}>
      {new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(now)}
    </Box>
  );
}

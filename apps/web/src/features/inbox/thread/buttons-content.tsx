import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { chatColors } from '../../templates/components/chat-colors';
import { FormattedText } from '../../templates/components/formatted-text';
import { MessageMedia } from '../../templates/components/message-media';
import { TemplateButtons } from '../../templates/components/template-buttons';
import { messageDirection } from '../../templates/text-direction';
import type { MessageView } from './message-view';
import { useTemplateMediaUrls } from './use-template-media';

/** Reply buttons Parley sent, as the customer got them: header (text or media), body, footer, buttons. */
export function ButtonsContent({ view }: { view: Extract<MessageView, { kind: 'buttons' }> }) {
  const colors = chatColors(useTheme());
  const direction = messageDirection([view.header, view.body, view.footer]);
  const [headerLink] = useTemplateMediaUrls([view.headerMedia?.link]);
  return (
    <Box dir={direction}>
      {view.headerMedia && (
        <Box sx={{ mb: 0.5 }} data-testid="buttons-header-media">
          <MessageMedia format={view.headerMedia.format} url={headerLink} />
        </Box>
      )}
      {view.header && <Box sx={{ fontWeight: 700, mb: 0.5 }}>{view.header}</Box>}
      <FormattedText text={view.body} linkify />
      {view.footer && <Box sx={{ mt: 0.5, fontSize: 13, color: colors.secondary }}>{view.footer}</Box>}
      <Box sx={{ mx: -1, mt: 0.5 }}>
        <TemplateButtons
          buttons={view.options.map((text) => ({ type: 'QUICK_REPLY' as const, text }))}
          direction={direction}
        />
      </Box>
    </Box>
  );
}

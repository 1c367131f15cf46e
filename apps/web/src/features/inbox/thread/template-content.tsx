import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { RenderedTemplate } from '@parley/contract';
import { chatColors } from '../../templates/components/chat-colors';
import { FormattedText } from '../../templates/components/formatted-text';
import { MessageMedia } from '../../templates/components/message-media';
import { TemplateButtons } from '../../templates/components/template-buttons';
import { findComponent } from '../../templates/template-components';
import { messageDirection } from '../../templates/text-direction';
import { renderedComponents } from '../rendered-template';
import { useTemplateMediaUrls } from './use-template-media';

/** An outbound template inside its bubble, as the customer got it: header, body, footer, buttons. */
export function TemplateContent({ rendered }: { rendered: RenderedTemplate }) {
  const colors = chatColors(useTheme());
  const components = renderedComponents(rendered);
  const header = findComponent(components, 'HEADER');
  const buttons = findComponent(components, 'BUTTONS')?.buttons ?? [];
  const direction = messageDirection([header?.text, rendered.body, rendered.footer]);
  const mediaFormat = header?.format === 'TEXT' ? undefined : header?.format;
  const [headerLink] = useTemplateMediaUrls([
    rendered.header && 'link' in rendered.header ? rendered.header.link : undefined,
  ]);

  return (
    <Box dir={direction}>
      {mediaFormat && (
        <Box sx={{ mb: 0.5 }}>
          <MessageMedia format={mediaFormat} url={headerLink} />
        </Box>
      )}
      {header?.format === 'TEXT' && header.text && (
        <Box sx={{ fontWeight: 700, mb: 0.5 }}>
          <FormattedText text={header.text} linkify />
        </Box>
      )}
      <Box data-testid="template-body">
        <FormattedText text={rendered.body} linkify />
      </Box>
      {rendered.footer && (
        <Box sx={{ mt: 0.5, fontSize: 13, color: colors.secondary }}>{rendered.footer}</Box>
      )}
      {buttons.length > 0 && (
        <Box sx={{ mx: -1, mt: 0.5 }}>
          <TemplateButtons buttons={buttons} direction={direction} />
        </Box>
      )}
    </Box>
  );
}

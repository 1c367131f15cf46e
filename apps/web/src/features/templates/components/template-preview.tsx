import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { findComponent, type TemplateComponent } from '../template-components';
import { messageDirection } from '../text-direction';
import { CarouselCards } from './carousel-cards';
import { chatColors, wallpaperImage } from './chat-colors';
import { MessageBubble } from './message-bubble';

export interface TemplatePreviewProps {
  /** The template's components, in the Cloud API's shape. */
  components: readonly TemplateComponent[];
  /** The template's language code (`en_US`, `ar`): a right-to-left language reads right to left. */
  language?: string;
  /** An object URL of the header file the user picked, shown instead of a placeholder. */
  headerMediaUrl?: string;
  /** The same for each carousel card, by card index. */
  cardMediaUrls?: readonly (string | undefined)[];
}

/** A template as it arrives on a phone in WhatsApp: the chat wallpaper, the bubble, the carousel. */
export function TemplatePreview({
  components,
  language,
  headerMediaUrl,
  cardMediaUrls = [],
}: TemplatePreviewProps) {
  const { t } = useTranslation('templates');
  const colors = chatColors(useTheme());
  const cards = findComponent(components, 'CAROUSEL')?.cards ?? [];
  const body = findComponent(components, 'BODY');

  return (
    <Box
      component="section"
      aria-label={t('preview.label')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1,
        minHeight: 320,
        px: 2,
        py: 2.5,
        borderRadius: 2,
        bgcolor: colors.wallpaper,
        backgroundImage: wallpaperImage(colors),
      }}
    >
      <MessageBubble components={components} language={language} headerMediaUrl={headerMediaUrl} />
      {cards.length > 0 && (
        <CarouselCards
          cards={cards}
          language={language}
          mediaUrls={cardMediaUrls}
          direction={messageDirection([body?.text], language)}
        />
      )}
    </Box>
  );
}

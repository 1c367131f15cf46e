import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyValues, findComponent, type TemplateCard } from '../template-components';
import { messageDirection, type TextDirection } from '../text-direction';
import { useDragScroll } from '../use-drag-scroll';
import { chatColors } from './chat-colors';
import { FormattedText } from './formatted-text';
import { MessageMedia } from './message-media';
import { TemplateButtons } from './template-buttons';

export interface CarouselCardsProps {
  cards: readonly TemplateCard[];
  language?: string;
  /** Object URLs of the media picked for each card, by card index. */
  mediaUrls: readonly (string | undefined)[];
  /** The direction of a card without text of its own: the message's. */
  direction: TextDirection;
}

/** A carousel's cards in a row that swipes (touch, trackpad, mouse drag) and snaps card by card. */
export function CarouselCards({ cards, language, mediaUrls, direction }: CarouselCardsProps) {
  const { t } = useTranslation('templates');
  const colors = chatColors(useTheme());
  const rowRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const showCard = (row: HTMLElement, index: number) =>
    row.children[index]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'center' });
  const dragHandlers = useDragScroll<HTMLDivElement>((row) => showCard(row, nearestCard(row)));

  return (
    <Box sx={{ alignSelf: 'stretch' }}>
      <Box
        ref={rowRef}
        role="list"
        aria-label={t('preview.cards')}
        onScroll={(event) => setCurrent(nearestCard(event.currentTarget))}
        {...dragHandlers}
        sx={{
          display: 'flex',
          alignItems: 'stretch',
          gap: 1,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          cursor: 'grab',
          userSelect: 'none',
          // The row runs to the chat's edges, as on a phone; TemplatePreview pads the chat by 2.
          mx: -2,
          px: 2,
          pb: 0.5,
        }}
      >
        {cards.map((card, index) => {
          const body = findComponent(card.components, 'BODY');
          const header = findComponent(card.components, 'HEADER');
          const buttons = findComponent(card.components, 'BUTTONS')?.buttons ?? [];
          const mediaFormat = header?.format === 'TEXT' ? undefined : header?.format;
          const cardDirection = messageDirection(
            [body?.text, ...buttons.map((button) => button.text)],
            language,
            direction,
          );
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position in the carousel.
              key={index}
              role="listitem"
              aria-label={t('preview.cardPosition', { number: index + 1, count: cards.length })}
              dir={cardDirection}
              sx={{
                flex: '0 0 78%',
                maxWidth: 260,
                display: 'flex',
                flexDirection: 'column',
                scrollSnapAlign: 'center',
                borderRadius: '10px',
                overflow: 'hidden',
                bgcolor: colors.bubble,
                color: colors.text,
                boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
              }}
            >
              {mediaFormat && (
                <Box sx={{ p: '3px', pb: 0 }}>
                  <MessageMedia format={mediaFormat} url={mediaUrls[index]} />
                </Box>
              )}
              <Box
                sx={{
                  flexGrow: 1,
                  px: 1,
                  py: 0.75,
                  fontSize: 14,
                  lineHeight: 1.45,
                  overflowWrap: 'anywhere',
                }}
              >
                {body?.text && <FormattedText text={body.text} values={bodyValues(body)} />}
              </Box>
              <TemplateButtons buttons={buttons} direction={cardDirection} />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 0.5 }}>
        {cards.map((_, index) => (
          <ButtonBase
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per card position.
            key={index}
            aria-label={t('preview.cardPosition', { number: index + 1, count: cards.length })}
            aria-current={index === current}
            onClick={() => rowRef.current && showCard(rowRef.current, index)}
            sx={{
              width: 16,
              height: 16,
              '&::after': {
                content: '""',
                width: 7,
                height: 7,
                borderRadius: '50%',
                bgcolor: colors.secondary,
                opacity: index === current ? 1 : 0.4,
              },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

/** The card whose centre is closest to the row's: the one a snap settles on, in either direction. */
function nearestCard(row: HTMLElement): number {
  const rowBox = row.getBoundingClientRect();
  const rowCentre = rowBox.left + rowBox.width / 2;
  let nearest = 0;
  let nearestDistance = Number.POSITIVE_INFINITY;
  [...row.children].forEach((card, index) => {
    const box = card.getBoundingClientRect();
    const distance = Math.abs(box.left + box.width / 2 - rowCentre);
    if (distance < nearestDistance) {
      nearest = index;
      nearestDistance = distance;
    }
  });
  return nearest;
}

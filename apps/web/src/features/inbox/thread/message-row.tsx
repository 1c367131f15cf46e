import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Message, Product } from '@parley/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CarouselCards, type CarouselCardsProps } from '../../templates/components/carousel-cards';
import { chatColors } from '../../templates/components/chat-colors';
import { FormattedText } from '../../templates/components/formatted-text';
import { findComponent } from '../../templates/template-components';
import { messageDirection } from '../../templates/text-direction';
import { renderedComponents } from '../rendered-template';
import { dayOf } from '../timestamp-label';
import { MessageContent } from './message-content';
import { campaignOrigin, MessageOrigin } from './message-origin';
import { MessageStatusIcon } from './message-status-icon';
import { type MessageView, messageView } from './message-view';
import type { ThreadRow } from './thread-rows';
import { useTemplateMediaUrls } from './use-template-media';

/**
 * One message of the thread, with its day's label when it is the day's first: the customer's on
 * the start side, the business's on the end side (mirrored in right-to-left languages).
 */
export function MessageRow({
  row,
  campaignHref,
  products,
}: {
  row: ThreadRow;
  /** The channel's products by retailer id, which product messages name. */
  products?: ReadonlyMap<string, Product>;
  /** Where a campaign's details are, for users who may read campaigns: their messages name the campaign. */
  campaignHref?: (campaignId: string) => string;
}) {
  const { message, view, quoted, reactions } = row;
  const { t, i18n } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  const outbound = message.direction === 'outbound';
  const cards =
    view.kind === 'template'
      ? (findComponent(renderedComponents(view.rendered), 'CAROUSEL')?.cards ?? [])
      : [];
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
    new Date(message.sentAt),
  );

  return (
    <Box sx={{ px: { xs: 1.5, md: 3 }, py: 0.375 }}>
      {row.startsDay && <DayLabel at={message.sentAt} />}
      {view.kind === 'notice' ? (
        <Notice text={view.text} />
      ) : (
        <Stack sx={{ alignItems: outbound ? 'flex-end' : 'flex-start' }}>
          <Box
            data-testid="message"
            data-direction={message.direction}
            data-message-id={message.messageId}
            sx={{
              position: 'relative',
              maxWidth: 'min(80%, 520px)',
              minWidth: 96,
              px: 1,
              pt: 0.75,
              pb: 0.5,
              mb: reactions.length > 0 ? 1.75 : 0,
              borderRadius: '8px',
              ...(outbound ? { borderStartEndRadius: 0 } : { borderStartStartRadius: 0 }),
              bgcolor: outbound ? colors.outgoingBubble : colors.bubble,
              color: colors.text,
              boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
              fontSize: 14,
              lineHeight: 1.45,
              overflowWrap: 'anywhere',
            }}
          >
            {outbound && (message.sentBy || message.sentByChatbotId) && (
              <Typography variant="caption" component="div" sx={{ fontWeight: 600, color: 'primary.main' }}>
                {message.sentBy?.name ?? t('thread.sentByChatbot')}
              </Typography>
            )}
            {quoted && <Quote message={quoted} t={t} />}
            <MessageOrigin
              referral={message.referral}
              referredProduct={message.referredProduct}
              campaign={campaignHref && outbound ? campaignOrigin(message.content, campaignHref) : undefined}
            />
            <MessageContent message={message} view={view} products={products} />
            <Stack
              direction="row"
              spacing={0.5}
              sx={{
                justifyContent: 'flex-end',
                alignItems: 'center',
                mt: 0.25,
                fontSize: 11,
                color: outbound ? colors.outgoingSecondary : colors.secondary,
              }}
            >
              <span>{time}</span>
              {outbound && <MessageStatusIcon message={message} />}
            </Stack>
            {reactions.length > 0 && (
              <Box
                data-testid="message-reactions"
                sx={{
                  position: 'absolute',
                  bottom: -16,
                  insetInlineEnd: 8,
                  px: 0.5,
                  borderRadius: 3,
                  fontSize: 14,
                  bgcolor: colors.bubble,
                  boxShadow: '0 1px 2px rgba(11, 20, 26, 0.2)',
                }}
              >
                {reactions.join(' ')}
              </Box>
            )}
          </Box>
          {view.kind === 'template' && cards.length > 0 && (
            <Box sx={{ width: 'min(100%, 560px)', px: 2, mt: 0.5, overflow: 'hidden' }}>
              <SentCarouselCards
                cards={cards}
                links={(view.rendered.cards ?? []).map((card) => card.header?.link)}
                direction={messageDirection([view.rendered.body])}
              />
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}

/** A sent carousel's cards, each with the media it was sent with. */
function SentCarouselCards({
  links,
  ...props
}: Omit<CarouselCardsProps, 'mediaUrls'> & { links: (string | undefined)[] }) {
  return <CarouselCards {...props} mediaUrls={useTemplateMediaUrls(links)} />;
}

/** Today, Yesterday, or the date, centred above the day's first message. */
function DayLabel({ at }: { at: string }) {
  const { t, i18n } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  const day = dayOf(new Date(at), new Date());
  const label =
    day === 'earlier'
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(at))
      : t(day === 'today' ? 'thread.today' : 'time.yesterday');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
      <Box
        data-testid="day-label"
        sx={{
          px: 1.5,
          py: 0.5,
          borderRadius: 2,
          fontSize: 12,
          bgcolor: colors.bubble,
          color: colors.secondary,
          boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
        }}
      >
        {label}
      </Box>
    </Box>
  );
}

/** A system line (a customer's new number, …), centred like WhatsApp's. */
function Notice({ text }: { text: string }) {
  const colors = chatColors(useTheme());
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box
        sx={{ px: 1.5, py: 0.5, borderRadius: 2, fontSize: 12, bgcolor: colors.media, color: colors.text }}
      >
        {text}
      </Box>
    </Box>
  );
}

/** The message a reply answers, in short, above the reply. */
function Quote({ message, t }: { message: Message; t: TFunction }) {
  const colors = chatColors(useTheme());
  return (
    <Box
      data-testid="message-quote"
      sx={{
        mb: 0.5,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        borderInlineStart: '3px solid',
        borderInlineStartColor: (theme) => theme.palette.primary.main,
        bgcolor: colors.media,
        color: colors.secondary,
        fontSize: 13,
        overflow: 'hidden',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
      }}
    >
      <bdi>
        <FormattedText text={quoteText(messageView(message), t)} />
      </bdi>
    </Box>
  );
}

function quoteText(view: MessageView, t: TFunction): string {
  switch (view.kind) {
    case 'text':
    case 'notice':
      return view.text;
    case 'media':
      return view.caption ?? t(`types.${view.media}`);
    case 'template':
      return view.rendered.body;
    case 'buttons':
      return view.body;
    case 'productList':
      return view.header ?? view.body;
    case 'catalog':
      return view.body;
    case 'product':
      return view.body ?? t('types.product');
    case 'reply':
      return view.title;
    case 'location':
    case 'contacts':
    case 'order':
    case 'reaction':
      return t(`types.${view.kind}`);
    case 'unsupported':
      return t('types.unsupported');
  }
}

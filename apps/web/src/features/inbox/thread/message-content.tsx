import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import Place from '@mui/icons-material/Place';
import Reply from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Message, Product } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { chatColors } from '../../templates/components/chat-colors';
import { FormattedText } from '../../templates/components/formatted-text';
import { ButtonsContent } from './buttons-content';
import { MediaAttachment } from './media-attachment';
import type { MessageView } from './message-view';
import { OrderCard } from './order-card';
import { ProductMessageContent } from './product-message-content';
import { TemplateContent } from './template-content';

export interface MessageContentProps {
  message: Message;
  view: MessageView;
  /** The channel's products by retailer id, which product messages name. */
  products?: ReadonlyMap<string, Product>;
}

const noProducts: ReadonlyMap<string, Product> = new Map();

/** What a message says, for every type the customer or Parley can send, inside its bubble. */
export function MessageContent({ message, view, products = noProducts }: MessageContentProps) {
  const { t } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  switch (view.kind) {
    case 'text':
      return (
        <Box dir="auto" data-testid="message-text">
          <FormattedText text={view.text} linkify />
        </Box>
      );
    case 'media':
      return (
        <Stack spacing={0.5}>
          <MediaAttachment
            conversationId={message.conversationId}
            messageId={message.messageId}
            media={view.media}
            fileName={view.fileName}
            copy={message.mediaCopy}
          />
          {view.caption && (
            <Box dir="auto">
              <FormattedText text={view.caption} linkify />
            </Box>
          )}
        </Stack>
      );
    case 'location':
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="message-location">
          <Place sx={{ color: '#E2574C' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" dir="auto">
              {view.name ?? t('types.location')}
            </Typography>
            {view.address && (
              <Typography variant="body2" dir="auto">
                {view.address}
              </Typography>
            )}
            <Link
              href={`https://www.openstreetmap.org/?mlat=${view.latitude}&mlon=${view.longitude}#map=16/${view.latitude}/${view.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ color: colors.link }}
            >
              {t('thread.openMap')}
            </Link>
          </Box>
        </Stack>
      );
    case 'contacts':
      return (
        <Stack spacing={1} data-testid="message-contacts">
          {view.contacts.map((contact, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: shared contacts have no id.
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <ContactPhoneOutlined sx={{ color: colors.secondary }} />
              <Box>
                <Typography variant="subtitle2" dir="auto">
                  {contact.name}
                </Typography>
                {contact.phones.map((phone) => (
                  <Typography key={phone} variant="body2">
                    <LtrText>{phone}</LtrText>
                  </Typography>
                ))}
              </Box>
            </Stack>
          ))}
        </Stack>
      );
    case 'reply':
      return (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }} data-testid="message-reply">
          <Reply sx={{ fontSize: 18, mt: 0.25, color: colors.secondary }} aria-label={t('thread.tapped')} />
          <Box dir="auto">
            <Box>{view.title}</Box>
            {view.description && <Box sx={{ fontSize: 13, color: colors.secondary }}>{view.description}</Box>}
          </Box>
        </Stack>
      );
    case 'reaction':
      return (
        <Typography variant="body2" sx={{ color: colors.secondary }}>
          {view.emoji ? t('thread.reacted', { emoji: view.emoji }) : t('thread.reactionRemoved')}
        </Typography>
      );
    case 'order':
      return <OrderCard items={view.items} text={view.text} products={products} />;
    case 'product':
    case 'productList':
    case 'catalog':
      return <ProductMessageContent view={view} products={products} />;
    case 'template':
      return <TemplateContent rendered={view.rendered} />;
    case 'buttons':
      return <ButtonsContent view={view} />;
    case 'notice':
      return (
        <Typography variant="body2" dir="auto">
          {view.text}
        </Typography>
      );
    case 'unsupported':
      return (
        <Typography
          variant="body2"
          sx={{ fontStyle: 'italic', color: colors.secondary }}
          data-testid="message-unsupported"
        >
          {t('thread.unsupported', { type: view.type })}
        </Typography>
      );
  }
}

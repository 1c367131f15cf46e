import Send from '@mui/icons-material/Send';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Conversation, MediaKind } from '@parley/contract';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useSendMessage } from '../api';
import { useChannelCatalog } from '../products-api';
import { AttachButton } from './attach-button';
import { AttachmentDialog } from './attachment-dialog';
import { EmojiPicker } from './emoji-picker';
import { ProductMessageDialog } from './product-message-dialog';
import { QuickReplySuggestions } from './quick-reply-suggestions';
import { useQuickReplyPicker } from './use-quick-reply-picker';

/** The composer's text box, which the r shortcut focuses. */
export const composerInputId = 'inbox-composer-input';

export interface ComposerProps {
  conversation: Conversation;
  onSendTemplate: () => void;
}

/**
 * Free text inside the customer service window: Enter (or Ctrl/Cmd+Enter) sends, Shift+Enter starts a new line, `/`
 * at the start offers the channel's quick replies; emoji, files and the catalog's products go in from the buttons.
 */
export function Composer({ conversation, onSendTemplate }: ComposerProps) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const send = useSendMessage(conversation.conversationId);
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<{ file: File; kind: MediaKind }>();
  const [productsOpen, setProductsOpen] = useState(false);
  const catalog = useChannelCatalog(conversation.channelId).data;
  const canSendProducts = Boolean(catalog?.managed && catalog.catalogId);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const quickReplies = useQuickReplyPicker(conversation.channelId, text, (message) => {
    setText(message);
    inputRef.current?.focus();
  });

  const submit = () => {
    const body = text.trim();
    if (!body || send.isPending) return;
    setText('');
    send.mutate(
      { type: 'text', text: { body } },
      {
        onError: (error) => {
          setText((current) => current || body);
          toast.error(errorText(t, error, 'messages.sendFailed'));
        },
      },
    );
  };

  const insert = (value: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + value + text.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + value.length, start + value.length);
    });
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
      return;
    }
    if (quickReplies.handleKey(event)) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box sx={{ position: 'relative', borderTop: 1, borderColor: 'divider' }}>
      {quickReplies.open && (
        <QuickReplySuggestions
          replies={quickReplies.suggestions}
          loading={quickReplies.loading}
          highlighted={quickReplies.highlighted}
          onPick={quickReplies.pick}
        />
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-end', px: 1, py: 1 }}>
        <EmojiPicker onPick={insert} />
        <AttachButton onPick={(file, kind) => setAttachment({ file, kind })} />
        {canSendProducts && (
          <Tooltip title={t('composer.sendProducts')}>
            <IconButton
              onClick={() => setProductsOpen(true)}
              aria-label={t('composer.sendProducts')}
              data-testid="open-products"
            >
              <StorefrontOutlined />
            </IconButton>
          </Tooltip>
        )}
        <InputBase
          inputRef={inputRef}
          id={composerInputId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            quickReplies.reset();
          }}
          onKeyDown={handleKeyDown}
          placeholder={t('composer.placeholder')}
          multiline
          maxRows={6}
          inputProps={{ 'aria-label': t('composer.label'), 'data-testid': 'composer-input', maxLength: 4096 }}
          sx={{ flexGrow: 1, px: 1.5, py: 1, borderRadius: 2, bgcolor: 'action.hover', fontSize: 14 }}
        />
        <Tooltip title={t('composer.sendTemplate')}>
          <IconButton
            onClick={onSendTemplate}
            aria-label={t('composer.sendTemplate')}
            data-testid="open-templates"
          >
            <SmsOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('actions.send')}>
          <span>
            <IconButton
              color="primary"
              onClick={submit}
              disabled={!text.trim()}
              aria-label={t('actions.send')}
              data-testid="composer-send"
            >
              <Send sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <AttachmentDialog
        conversationId={conversation.conversationId}
        attachment={attachment}
        onClose={() => setAttachment(undefined)}
      />
      {canSendProducts && (
        <ProductMessageDialog
          conversationId={conversation.conversationId}
          channelId={conversation.channelId}
          open={productsOpen}
          onClose={() => setProductsOpen(false)}
        />
      )}
    </Box>
  );
}

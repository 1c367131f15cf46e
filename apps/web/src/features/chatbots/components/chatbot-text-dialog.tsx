import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ChatbotKeywordInput, type ChatbotSummary, RenameChatbotInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useRenameChatbot, useSetChatbotKeyword } from '../api';

/** The two texts of a chatbot changed on their own: its name and its keyword. */
export type ChatbotTextField = 'name' | 'keyword';
type TextForm = { value: string };

// The form calls the text `value` either way, checked as the contract checks the field.
const fields = {
  name: {
    resolver: zodResolver(z.object({ value: RenameChatbotInput.shape.name })),
    maxLength: 100,
    title: 'rename.title',
    done: 'messages.renamed',
  },
  keyword: {
    resolver: zodResolver(z.object({ value: ChatbotKeywordInput.shape.keyword })),
    maxLength: 60,
    title: 'keyword.title',
    done: 'messages.keywordUpdated',
  },
} as const;

export interface ChatbotTextDialogProps {
  /** The chatbot and the text to change; the dialog is open while there is one. */
  editing: { chatbot: ChatbotSummary; field: ChatbotTextField } | undefined;
  onClose: () => void;
}

/** Renames a chatbot, or gives it a keyword (an 'any keyword' bot becomes a keyword one). */
export function ChatbotTextDialog({ editing: requested, onClose }: ChatbotTextDialogProps) {
  const { t } = useTranslation('chatbots');
  const toast = useToast();
  const open = requested !== undefined;
  const editing = useClosingValue(requested, open);
  const field = editing?.field ?? 'name';
  const rename = useRenameChatbot();
  const setKeyword = useSetChatbotKeyword();
  const { control, handleSubmit, setError, reset } = useForm<TextForm>({
    resolver: fields[field].resolver,
    values: { value: (field === 'name' ? editing?.chatbot.name : editing?.chatbot.keyword) ?? '' },
  });
  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ value }) => {
    if (!editing) return;
    const params = { channelId: editing.chatbot.channelId, chatbotId: editing.chatbot.chatbotId };
    try {
      if (field === 'name') await rename.mutateAsync({ params, name: value });
      else await setKeyword.mutateAsync({ params, keyword: value });
      toast.success(t(fields[field].done));
      close();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['value']))
        toast.error(errorText(t, error, 'common:errors.generic'));
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate data-testid="chatbot-text-form">
        <DialogTitle>{t(fields[field].title)}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="value"
            label={t(field === 'name' ? 'fields.name' : 'fields.keyword')}
            helperText={field === 'keyword' ? t('create.keywordHint') : undefined}
            required
            autoFocus
            sx={{ mt: 1 }}
            inputProps={{ maxLength: fields[field].maxLength, 'data-testid': 'chatbot-text-input' }}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={rename.isPending || setKeyword.isPending}
            data-testid="save-chatbot-text"
          >
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

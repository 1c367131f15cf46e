import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type Chatbot, ChatbotSettings, chatbotSettingsLimits, validationMessages } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSetChatbotSettings } from '../api';

/** The fields as typed: the minutes checked as the server checks the number, empty texts meaning none. */
const SettingsForm = z.object({
  sessionTimeoutMinutes: z
    .string()
    .check(
      z.refine(
        (text) =>
          text.trim() !== '' && ChatbotSettings.shape.sessionTimeoutMinutes.safeParse(Number(text)).success,
        validationMessages.chatbotTimeoutInvalid,
      ),
    ),
  timeoutMessage: z.string().check(z.maxLength(1024, validationMessages.tooLong)),
  restartKeyword: z.string().check(z.maxLength(60, validationMessages.tooLong)),
});
type SettingsForm = z.infer<typeof SettingsForm>;
const resolver = zodResolver(SettingsForm);
const fieldNames = ['sessionTimeoutMinutes', 'timeoutMessage', 'restartKeyword'] as const;

const noneIfEmpty = (text: string) => (text.trim() ? text.trim() : null);

export interface ChatbotSettingsDialogProps {
  open: boolean;
  chatbot: Chatbot;
  onClose: () => void;
}

/** How the chatbot's sessions wait for answers, what they say when the wait runs out, and the word that starts over. */
export function ChatbotSettingsDialog({ open, chatbot, onClose }: ChatbotSettingsDialogProps) {
  const { t } = useTranslation('chatbots');
  const toast = useToast();
  const update = useSetChatbotSettings();
  const { settings } = chatbot;
  const { control, handleSubmit, setError, reset } = useForm<SettingsForm>({
    resolver,
    values: {
      sessionTimeoutMinutes: String(settings.sessionTimeoutMinutes),
      timeoutMessage: settings.timeoutMessage ?? '',
      restartKeyword: settings.restartKeyword ?? '',
    },
  });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        params: { channelId: chatbot.channelId, chatbotId: chatbot.chatbotId },
        settings: {
          sessionTimeoutMinutes: Number(values.sessionTimeoutMinutes),
          timeoutMessage: noneIfEmpty(values.timeoutMessage),
          restartKeyword: noneIfEmpty(values.restartKeyword),
        },
      });
      toast.success(t('settings.saved'));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, setError, fieldNames)) toast.error(errorText(t, error, 'settings.failed'));
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate data-testid="chatbot-settings-form">
        <DialogTitle>{t('settings.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="sessionTimeoutMinutes"
              label={t('settings.timeout')}
              helperText={t('settings.timeoutHint')}
              type="number"
              required
              inputProps={{
                min: chatbotSettingsLimits.sessionTimeoutMinutes.min,
                max: chatbotSettingsLimits.sessionTimeoutMinutes.max,
                step: 1,
                dir: 'ltr',
                'data-testid': 'chatbot-timeout',
              }}
            />
            <FormTextField
              control={control}
              name="timeoutMessage"
              label={t('settings.timeoutMessage')}
              helperText={t('settings.timeoutMessageHint')}
              multiline
              minRows={2}
              inputProps={{ maxLength: 1024, dir: 'auto', 'data-testid': 'chatbot-timeout-message' }}
            />
            <FormTextField
              control={control}
              name="restartKeyword"
              label={t('settings.restartKeyword')}
              helperText={t('settings.restartKeywordHint')}
              inputProps={{ maxLength: 60, dir: 'auto', 'data-testid': 'chatbot-restart-keyword' }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={update.isPending}
            data-testid="save-chatbot-settings"
          >
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

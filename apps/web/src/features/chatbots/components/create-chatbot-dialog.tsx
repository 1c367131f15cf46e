import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CreateChatbotInput } from '@parley/contract';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useCreateChatbot } from '../api';
import { AnyKeywordSwitch } from './any-keyword-switch';

/** The form holds a keyword either way; an 'any keyword' bot's schema leaves it out. */
interface CreateChatbotForm {
  name: string;
  type: 'keyword' | 'anyKeyword';
  keyword: string;
}
const resolver = zodResolver(CreateChatbotInput) as unknown as Resolver<CreateChatbotForm>;
const emptyForm: CreateChatbotForm = { name: '', type: 'keyword', keyword: '' };

export interface CreateChatbotDialogProps {
  channelId: string;
  open: boolean;
  onClose: () => void;
}

/** Names a new chatbot and what starts it, then opens its builder (spec §2). */
export function CreateChatbotDialog({ channelId, open, onClose }: CreateChatbotDialogProps) {
  const { t } = useTranslation('chatbots');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateChatbot();
  const { control, handleSubmit, setError, reset, setValue } = useForm<CreateChatbotForm>({
    resolver,
    defaultValues: emptyForm,
  });
  const type = useWatch({ control, name: 'type' });

  const close = () => {
    reset(emptyForm);
    onClose();
  };
  const onSubmit = handleSubmit(async ({ name, type, keyword }) => {
    try {
      const chatbot = await create.mutateAsync({
        channelId,
        body: type === 'keyword' ? { name, type, keyword } : { name, type },
      });
      toast.success(t('messages.updated'));
      close();
      navigate(paths.dashboard.channels.chatbot(channelId, chatbot.chatbotId));
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['name', 'keyword']))
        toast.error(errorText(t, error, 'common:errors.generic'));
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate data-testid="create-chatbot-form">
        <DialogTitle>{t('create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="name"
              label={t('fields.name')}
              required
              autoFocus
              inputProps={{ maxLength: 100, 'data-testid': 'chatbot-name-input' }}
            />
            <AnyKeywordSwitch
              checked={type === 'anyKeyword'}
              onChange={(any) => setValue('type', any ? 'anyKeyword' : 'keyword')}
            />
            {type === 'keyword' && (
              <FormTextField
                control={control}
                name="keyword"
                label={t('fields.keyword')}
                helperText={t('create.keywordHint')}
                required
                inputProps={{ maxLength: 60, 'data-testid': 'chatbot-keyword-input' }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending} data-testid="save-chatbot">
            {t('actions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

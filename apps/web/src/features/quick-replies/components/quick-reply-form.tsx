import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type QuickReply, QuickReplyInput, quickReplyLimits } from '@parley/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { FormSection } from '../../../components/form/form-section';
import { FormWithPreview } from '../../../components/form/form-with-preview';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText, validationText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useCreateQuickReply, useUpdateQuickReply } from '../api';
import { OptionsField } from './options-field';
import { QuickReplyPreview } from './quick-reply-preview';
import { TimeRestrictionField } from './time-restriction-field';

const resolver = zodResolver(QuickReplyInput);
const serverFields = [
  'shortName',
  'replyMessage',
  'options',
  ...Array.from({ length: quickReplyLimits.options }, (_, index) => `options.${index}`),
  'timeRestriction.startTime',
  'timeRestriction.endTime',
];

export interface QuickReplyFormProps {
  channelId: string;
  /** The quick reply to edit; without it the form adds a new one. */
  quickReply?: QuickReply;
}

/** A quick reply's message, options, switch and time restriction, beside a live WhatsApp preview. */
export function QuickReplyForm({ channelId, quickReply }: QuickReplyFormProps) {
  const { t } = useTranslation('quick-replies');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateQuickReply();
  const update = useUpdateQuickReply();
  const listPath = paths.dashboard.channels.quickReplies(channelId);
  const { control, handleSubmit, setError, formState } = useForm<
    QuickReplyInput,
    unknown,
    z.output<typeof QuickReplyInput>
  >({ resolver, mode: 'onChange', defaultValues: quickReply ? editable(quickReply) : emptyQuickReply });
  const [replyMessage = '', options = []] = useWatch({ control, name: ['replyMessage', 'options'] });

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (quickReply) await update.mutateAsync({ quickReplyId: quickReply.quickReplyId, body });
      else await create.mutateAsync({ channelId, body });
      toast.success(t(quickReply ? 'messages.updated' : 'messages.added'));
      navigate(listPath);
    } catch (error) {
      applyFieldErrors(error, setError, serverFields);
      toast.error(errorText(t, error, 'common:errors.generic'));
    }
  });

  return (
    <FormWithPreview
      onSubmit={onSubmit}
      previewTitle={t('form.preview')}
      previewWidth={340}
      preview={<QuickReplyPreview replyMessage={replyMessage} options={options} />}
    >
      <Card>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack spacing={4}>
            <FormSection title={t('form.message')} description={t('form.messageHint')}>
              <Controller
                control={control}
                name="shortName"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label={t('form.shortName')}
                    required
                    fullWidth
                    autoFocus
                    error={Boolean(fieldState.error)}
                    helperText={validationText(t, fieldState.error?.message) ?? t('form.shortNameHint')}
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">/</InputAdornment> },
                      htmlInput: { maxLength: quickReplyLimits.shortNameLength, 'data-testid': 'short-name' },
                    }}
                  />
                )}
              />
              <Controller
                control={control}
                name="replyMessage"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label={t('form.replyMessage')}
                    required
                    multiline
                    minRows={4}
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={
                      <Stack
                        component="span"
                        direction="row"
                        spacing={2}
                        sx={{ justifyContent: 'space-between' }}
                      >
                        <span>{validationText(t, fieldState.error?.message)}</span>
                        <span data-testid="reply-message-count">
                          {field.value.length}/{quickReplyLimits.messageLength}
                        </span>
                      </Stack>
                    }
                    slotProps={{
                      htmlInput: {
                        maxLength: quickReplyLimits.messageLength,
                        dir: 'auto',
                        'data-testid': 'reply-message',
                      },
                    }}
                  />
                )}
              />
            </FormSection>
            <Divider sx={{ borderStyle: 'dashed' }} />
            <FormSection
              title={t('form.options')}
              description={t('form.optionsHint', {
                max: quickReplyLimits.options,
                length: quickReplyLimits.optionLength,
              })}
            >
              <OptionsField control={control} />
            </FormSection>
            <Divider sx={{ borderStyle: 'dashed' }} />
            <FormSection title={t('form.sending')} description={t('form.sendingHint')}>
              <Controller
                control={control}
                name="enabled"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={Boolean(field.value)}
                        onChange={(event) => field.onChange(event.target.checked)}
                        data-testid="enabled-switch"
                      />
                    }
                    label={t('form.enabled')}
                  />
                )}
              />
              <TimeRestrictionField control={control} />
            </FormSection>
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => navigate(listPath)}>
                {t('actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                loading={formState.isSubmitting}
                data-testid="save-quick-reply"
              >
                {t('actions.save')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </FormWithPreview>
  );
}

const emptyQuickReply: QuickReplyInput = {
  shortName: '',
  replyMessage: '',
  options: [],
  enabled: true,
  timeRestriction: { enabled: false, startTime: '09:00', endTime: '18:00' },
};

const editable = ({
  shortName,
  replyMessage,
  options,
  enabled,
  timeRestriction,
}: QuickReply): QuickReplyInput => ({
  shortName,
  replyMessage,
  options,
  enabled,
  timeRestriction,
});

import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Channel, MessagesPerSecond, maxMessagesPerSecond, validationMessages } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useUpdateChannel } from '../api';

/** The field as typed, checked as the server checks the number (an empty field is no number). */
const CampaignRateForm = z.object({
  messagesPerSecond: z
    .string()
    .check(
      z.refine(
        (text) => text.trim() !== '' && MessagesPerSecond.safeParse(Number(text)).success,
        validationMessages.messagesPerSecondInvalid,
      ),
    ),
});
type CampaignRateForm = z.infer<typeof CampaignRateForm>;

export interface CampaignRateDialogProps {
  open: boolean;
  channel: Channel;
  onClose: () => void;
}

/** Sets the rate the channel's campaigns send at, or gives it back to the number's throughput. */
export function CampaignRateDialog({ open, channel, onClose }: CampaignRateDialogProps) {
  const { t } = useTranslation('channels');
  const toast = useToast();
  const update = useUpdateChannel(channel.channelId);
  const { control, handleSubmit, setError, reset } = useForm<CampaignRateForm>({
    resolver: zodResolver(CampaignRateForm),
    values: { messagesPerSecond: String(channel.campaignMessagesPerSecond) },
  });

  const close = () => {
    reset();
    onClose();
  };
  const save = (messagesPerSecond: number | null) =>
    update.mutate(
      { messagesPerSecond },
      {
        onSuccess: () => {
          toast.success(t(messagesPerSecond === null ? 'campaignRate.reset' : 'campaignRate.saved'));
          close();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, setError, ['messagesPerSecond']))
            toast.error(errorText(t, error, 'channels:campaignRate.failed'));
        },
      },
    );
  const onSubmit = handleSubmit((values) => save(Number(values.messagesPerSecond)));

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate data-testid="campaign-rate-form">
        <DialogTitle>{t('campaignRate.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('campaignRate.description')}
            </Typography>
            <FormTextField
              control={control}
              name="messagesPerSecond"
              label={t('campaignRate.input')}
              helperText={t('campaignRate.hint')}
              type="number"
              required
              autoFocus
              inputProps={{
                min: 1,
                max: maxMessagesPerSecond,
                step: 1,
                'data-testid': 'campaign-rate-input',
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {channel.messagesPerSecond !== null && (
            <Button
              color="inherit"
              onClick={() => save(null)}
              disabled={update.isPending}
              data-testid="campaign-rate-reset"
              sx={{ marginInlineEnd: 'auto' }}
            >
              {t('campaignRate.useThroughput')}
            </Button>
          )}
          <Button color="inherit" onClick={close}>
            {t('campaignRate.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={update.isPending}
            data-testid="campaign-rate-save"
          >
            {t('campaignRate.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

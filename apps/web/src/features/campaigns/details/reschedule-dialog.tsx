import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Campaign } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useRescheduleCampaign } from '../api';
import { fromLocalInput, toLocalInput } from '../local-time';

export interface RescheduleDialogProps {
  campaign: Campaign;
  open: boolean;
  onClose: () => void;
}

/** Moves a campaign that has not started to another time, in the user's time zone. */
export function RescheduleDialog({ campaign, open, onClose }: RescheduleDialogProps) {
  const { t } = useTranslation(['campaigns', 'components']);
  const toast = useToast();
  const reschedule = useRescheduleCampaign();
  const [value, setValue] = useState(() => toLocalInput(campaign.scheduleTime));
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const save = () =>
    reschedule.mutate(
      { campaignId: campaign.campaignId, scheduleTime: fromLocalInput(value) },
      {
        onSuccess: () => {
          toast.success(t('messages.rescheduled'));
          onClose();
        },
        onError: (error) => toast.error(errorText(t, error, 'campaigns:messages.actionFailed')),
      },
    );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('reschedule.title')}</DialogTitle>
      <DialogContent>
        <TextField
          type="datetime-local"
          label={t('reschedule.time')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          helperText={t('reschedule.timeZone', { timeZone })}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'reschedule-time' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('components:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          loading={reschedule.isPending}
          disabled={!value}
          data-testid="reschedule-save"
        >
          {t('reschedule.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

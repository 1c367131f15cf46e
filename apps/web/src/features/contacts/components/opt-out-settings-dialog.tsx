import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ContactSettings } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useContactSettings, useUpdateContactSettings } from '../api';
import { KeywordsField } from './keywords-field';

export interface OptOutSettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The words that, sent alone by a customer, opt them out of marketing or back in. */
export function OptOutSettingsDialog({ open, onClose }: OptOutSettingsDialogProps) {
  const { t } = useTranslation('contacts');
  const settings = useContactSettings();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('optOut.title')}</DialogTitle>
      {settings.data ? (
        <KeywordsForm key={settings.dataUpdatedAt} initial={settings.data} onClose={onClose} />
      ) : (
        <DialogContent>
          <Skeleton variant="rounded" height={160} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function KeywordsForm({ initial, onClose }: { initial: ContactSettings; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const update = useUpdateContactSettings();
  const [optOutKeywords, setOptOutKeywords] = useState(initial.optOutKeywords);
  const [optInKeywords, setOptInKeywords] = useState(initial.optInKeywords);

  const save = () =>
    update.mutate(
      { optOutKeywords, optInKeywords },
      {
        onSuccess: () => {
          toast.success(t('optOut.saved'));
          onClose();
        },
        onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
      },
    );

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 3 }}>{t('optOut.description')}</DialogContentText>
        <Stack spacing={3}>
          <KeywordsField
            label={t('optOut.optOutKeywords')}
            helperText={t('optOut.optOutHint')}
            value={optOutKeywords}
            onChange={setOptOutKeywords}
            testId="opt-out-keywords"
          />
          <KeywordsField
            label={t('optOut.optInKeywords')}
            helperText={t('optOut.optInHint')}
            value={optInKeywords}
            onChange={setOptInKeywords}
            testId="opt-in-keywords"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={save} loading={update.isPending} data-testid="save-opt-out">
          {t('actions.save')}
        </Button>
      </DialogActions>
    </>
  );
}

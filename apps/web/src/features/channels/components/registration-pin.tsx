import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useRegistrationPin } from '../api';

export interface RegistrationPinProps {
  channelId: string;
}

/** The two-step verification PIN Parley registered the number with, shown on request (account admins). */
export function RegistrationPin({ channelId }: RegistrationPinProps) {
  const { t } = useTranslation('channels');
  const toast = useToast();
  const [shown, setShown] = useState(false);
  const pin = useRegistrationPin(channelId, shown);

  useEffect(() => {
    if (!pin.isError) return;
    toast.error(errorText(t, pin.error, 'channels:registrationPin.failed'));
    setShown(false);
  }, [pin.isError, pin.error, toast, t]);

  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="h2">
          {t('registrationPin.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('registrationPin.hint')}
        </Typography>
      </Stack>
      {shown && pin.data ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography
            variant="h6"
            component="output"
            sx={{ fontFamily: 'monospace', letterSpacing: 4 }}
            data-testid="registration-pin"
          >
            <LtrText>{pin.data.pin}</LtrText>
          </Typography>
          <Button size="small" color="inherit" onClick={() => setShown(false)}>
            {t('registrationPin.hide')}
          </Button>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          size="small"
          loading={pin.isFetching}
          onClick={() => setShown(true)}
          sx={{ whiteSpace: 'nowrap' }}
          data-testid="show-registration-pin"
        >
          {t('registrationPin.show')}
        </Button>
      )}
    </Stack>
  );
}

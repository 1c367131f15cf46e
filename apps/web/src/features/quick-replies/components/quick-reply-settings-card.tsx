import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { QuickReplySettingsInput } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useQuickReplySettings, useUpdateQuickReplySettings } from '../api';
import { TimeZoneAutocomplete } from './time-zone-autocomplete';

/** The account's switch for automatic quick replies and the time zone their hours are read in. */
export function QuickReplySettingsCard() {
  const { t } = useTranslation('quick-replies');
  const toast = useToast();
  const settings = useQuickReplySettings();
  const update = useUpdateQuickReplySettings();

  const change = (body: QuickReplySettingsInput) =>
    update.mutate(body, {
      onSuccess: () => toast.success(t('messages.settingsUpdated')),
      onError: () => toast.error(t('messages.settingsUpdateFailed')),
    });

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('settings.rule')}
          </Typography>
          {settings.isPending && <Skeleton variant="rounded" height={56} />}
          {settings.isError && (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {errorText(t, settings.error, 'common:errors.generic')}
            </Typography>
          )}
          {settings.data && (
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
            >
              <FormControlLabel
                control={
                  <Switch
                    checked={settings.data.quickReplyEnabled}
                    disabled={update.isPending}
                    onChange={(event) => change({ quickReplyEnabled: event.target.checked })}
                    data-testid="auto-send-switch"
                  />
                }
                label={t('settings.autoSend')}
              />
              <TimeZoneAutocomplete
                value={settings.data.timeZone}
                onChange={(timeZone) => change({ timeZone })}
                label={t('settings.timeZone')}
                disabled={update.isPending}
              />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

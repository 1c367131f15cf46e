import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { orderStatuses } from '@parley/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useChannel } from '../../channels/api';
import { ChannelLink } from '../../channels/components/channel-link';
import { useTemplates } from '../../templates/api';
import { useOrderSettings, useUpdateOrderSettings } from '../api';
import { formOf, type OrderMessagesForm, orderMessageTemplates, settingsOf } from './order-message-form';
import { StatusTemplateCard } from './status-template-card';

const approvedTemplates = { status: 'APPROVED', page: 1, records: 100 } as const;

/**
 * A channel's order messages: per status (the arrival first), the approved template that tells a
 * customer outside the 24-hour window, what fills its variables, and how it reads on a phone.
 */
export default function OrderSettingsPage() {
  const { t } = useTranslation(['orders', 'common']);
  const toast = useToast();
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  const settings = useOrderSettings(channelId);
  const templates = useTemplates(channelId, approvedTemplates);
  const save = useUpdateOrderSettings(channelId);
  const form = useForm<OrderMessagesForm>({ defaultValues: formOf({ statusTemplates: [] }) });
  const { reset } = form;

  useEffect(() => {
    if (settings.data) reset(formOf(settings.data));
  }, [settings.data, reset]);

  if (isNotFound(channel.error))
    return (
      <NotFoundState thing="channel" back={{ to: paths.dashboard.root, label: t('common:nav.dashboard') }} />
    );

  const usable = orderMessageTemplates(templates.data?.data ?? []);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(settingsOf(values));
      toast.success(t('settings.saved'));
    } catch (error) {
      toast.error(errorText(t, error, 'orders:settings.saveFailed'));
    }
  });

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <PageHeader
        title={t('settings.title')}
        subtitle={<ChannelLink channelId={channelId} displayName={channel.data?.displayName} />}
      />
      <Alert severity="info">{t('settings.intro')}</Alert>
      {templates.isSuccess && usable.length === 0 && (
        <Alert severity="warning">{t('settings.noTemplates')}</Alert>
      )}
      {orderStatuses.map((status) => (
        <StatusTemplateCard
          key={status}
          status={status}
          control={form.control}
          templates={usable}
          onRowChange={(row) => form.setValue(`rows.${status}`, row, { shouldDirty: true })}
        />
      ))}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={save.isPending} data-testid="save-order-settings">
          {t('settings.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

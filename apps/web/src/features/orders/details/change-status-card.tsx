import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type OrderDetails, OrderStatusInput, orderStatusTransitions } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form/form-select';
import { RemarksField } from '../components/remarks-field';
import { useStatusChange } from '../use-status-change';

const resolver = zodResolver(OrderStatusInput);

/**
 * Spec §4: a new status with optional remarks; only the statuses the order may move to are offered
 * (the form starts again when the order moves, here or elsewhere).
 */
export function ChangeStatusCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const next = orderStatusTransitions[order.status];
  return (
    <Card>
      <CardHeader title={t('change.title')} />
      <CardContent sx={{ pt: 0 }}>
        {next.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="status-final">
            {t('change.final')}
          </Typography>
        ) : (
          <ChangeStatusForm key={order.status} order={order} />
        )}
      </CardContent>
    </Card>
  );
}

function ChangeStatusForm({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const next = orderStatusTransitions[order.status];
  const { control, handleSubmit, setError, reset } = useForm<OrderStatusInput>({
    resolver,
    defaultValues: { status: next[0], remarks: '' },
  });
  const { change, pending } = useStatusChange(setError);
  const onSubmit = handleSubmit(async (body) => {
    if (await change(order.orderId, body)) reset();
  });

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} data-testid="change-status-form">
      <FormSelect
        control={control}
        name="status"
        label={t('fields.status')}
        options={next.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
      <RemarksField control={control} testId="status-remarks" />
      <Button
        type="submit"
        variant="contained"
        loading={pending}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="change-status"
      >
        {t('change.submit')}
      </Button>
    </Stack>
  );
}

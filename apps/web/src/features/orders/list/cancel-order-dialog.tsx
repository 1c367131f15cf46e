import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type Order, OrderStatusInput, orderReference } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClosingValue } from '../../../lib/use-closing-value';
import { RemarksField } from '../components/remarks-field';
import { useStatusChange } from '../use-status-change';

export interface CancelOrderDialogProps {
  /** The order to cancel; the dialog is open while there is one. */
  order: Order | undefined;
  onClose: () => void;
}

const resolver = zodResolver(OrderStatusInput);

/** Asks before an order moves to canceled, with remarks for the customer if the user wants. */
export function CancelOrderDialog({ order: requested, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation(['orders', 'components']);
  const open = Boolean(requested);
  const order = useClosingValue(requested, open);
  const { control, handleSubmit, setError, reset } = useForm<OrderStatusInput>({
    resolver,
    defaultValues: { status: 'canceled', remarks: '' },
  });
  const { change, pending } = useStatusChange(setError);

  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (body) => {
    if (order && (await change(order.orderId, body))) close();
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{order && t('cancel.title', { reference: orderReference(order.orderId) })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{order && t('cancel.content', { customer: order.customer })}</DialogContentText>
          <RemarksField control={control} testId="cancel-remarks" />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={pending} data-testid="confirm">
            {t('cancel.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import type { OrderStatusInput } from '@parley/contract';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { errorText } from '../../lib/error-text';
import { applyFieldErrors } from '../../lib/form-errors';
import { useUpdateOrderStatus } from './api';

/**
 * Sends an order's new status with its remarks (none when left empty), says so in a toast (spec §8),
 * and shows a refusal next to its field or in a toast, ORDER_STATUS_NOT_ALLOWED in the user's words.
 */
export function useStatusChange(setError: UseFormSetError<OrderStatusInput>) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const update = useUpdateOrderStatus();
  const change = async (orderId: string, { status, remarks }: OrderStatusInput): Promise<boolean> => {
    try {
      await update.mutateAsync({ orderId, body: { status, ...(remarks && { remarks }) } });
      toast.success(t('messages.statusUpdated'));
      return true;
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['status', 'remarks']))
        toast.error(errorText(t, error, 'orders:messages.statusFailed'));
      return false;
    }
  };
  return { change, pending: update.isPending };
}

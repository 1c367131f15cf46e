import type { OrderStatusInput } from '@parley/contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';

/** The optional remarks of a status change, for the team (the customer is not sent them). */
export function RemarksField({ control, testId }: { control: Control<OrderStatusInput>; testId: string }) {
  const { t } = useTranslation('orders');
  return (
    <FormTextField
      control={control}
      name="remarks"
      label={t('fields.remarks')}
      helperText={t('fields.remarksHelp')}
      multiline
      minRows={2}
      inputProps={{ 'data-testid': testId }}
    />
  );
}

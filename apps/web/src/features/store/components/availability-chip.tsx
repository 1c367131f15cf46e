import Chip from '@mui/material/Chip';
import type { ProductAvailability } from '@parley/contract';
import { useTranslation } from 'react-i18next';

/** Whether customers can order the product now. */
export function AvailabilityChip({ availability }: { availability: ProductAvailability }) {
  const { t } = useTranslation('store');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={availability === 'inStock' ? 'success' : 'default'}
      label={t(`availability.${availability}`)}
      data-testid="product-availability"
    />
  );
}

import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Product } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { DataTable } from '../../../components/table/data-table';
import { useMoney } from '../../../lib/use-money';
import { AvailabilityChip } from '../components/availability-chip';

export interface ProductsTableProps {
  products: Product[] | undefined;
  /** An earlier page is shown while the next one loads. */
  stale: boolean;
  /** Without them (a role that only reads the catalog), rows have no actions. */
  onEdit?: (product: Product) => void;
  onDelete?: (product: Product) => void;
}

/** The catalog's products: picture, name and description, retailer id, price and availability. */
export function ProductsTable({ products, stale, onEdit, onDelete }: ProductsTableProps) {
  const { t } = useTranslation('store');
  const money = useMoney();

  return (
    <DataTable
      columns={[
        {
          id: 'image',
          label: t('columns.image'),
          phone: 'hidden',
          render: (product) => (
            <Avatar
              variant="rounded"
              src={product.imageUrl}
              alt={product.name}
              sx={{ width: 48, height: 48 }}
            />
          ),
        },
        {
          id: 'name',
          label: t('columns.name'),
          phone: 'title',
          sx: { maxWidth: 360 },
          render: (product, onPhone) => (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              {onPhone && (
                <Avatar
                  variant="rounded"
                  src={product.imageUrl}
                  alt={product.name}
                  sx={{ width: 40, height: 40 }}
                />
              )}
              <Stack sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" data-testid="product-name" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{product.name}</bdi>
                </Typography>
                {product.description && (
                  <Typography
                    variant="body2"
                    noWrap
                    dir="auto"
                    title={product.description}
                    // The shop's words may run the other way from the interface; they keep its side.
                    sx={{
                      color: 'text.secondary',
                      textAlign: (theme) => (theme.direction === 'rtl' ? 'right' : 'left'),
                    }}
                  >
                    {product.description}
                  </Typography>
                )}
              </Stack>
            </Stack>
          ),
        },
        {
          id: 'retailerId',
          label: t('columns.retailerId'),
          testId: 'product-retailer-id',
          render: (product) => (
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              <LtrText>{product.retailerId}</LtrText>
            </Box>
          ),
        },
        {
          id: 'price',
          label: t('columns.price'),
          align: 'right',
          sx: { whiteSpace: 'nowrap' },
          testId: 'product-price',
          render: (product) => money(product.price, product.currency),
        },
        {
          id: 'availability',
          label: t('columns.availability'),
          render: (product) => <AvailabilityChip availability={product.availability} />,
        },
      ]}
      actions={
        onEdit && onDelete
          ? {
              label: t('columns.actions'),
              render: (product) => (
                <RowActionsMenu
                  label={t('list.actionsFor', { name: product.name })}
                  testId="product-actions"
                  actions={[
                    {
                      label: t('actions.edit'),
                      icon: <EditOutlined fontSize="small" />,
                      onSelect: () => onEdit(product),
                      testId: 'edit-product',
                    },
                    {
                      label: t('actions.delete'),
                      icon: <DeleteOutlined fontSize="small" />,
                      onSelect: () => onDelete(product),
                      destructive: true,
                      testId: 'delete-product',
                    },
                  ]}
                />
              ),
            }
          : undefined
      }
      rows={products}
      rowKey={(product) => product.productId}
      rowTestId="product-row"
      stale={stale}
      skeletonRows={5}
      minWidth={760}
    />
  );
}

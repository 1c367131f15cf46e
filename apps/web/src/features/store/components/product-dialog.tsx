import { zodResolver } from '@hookform/resolvers/zod';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  type Product,
  type ProductAvailability,
  ProductInput,
  ProductUpdate,
  productAvailabilities,
} from '@parley/contract';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useCreateProduct, useUpdateProduct } from '../api';

export interface ProductDialogProps {
  open: boolean;
  channelId: string;
  /** The product to change; without it the dialog adds one. */
  product?: Product;
  onClose: () => void;
}

interface ProductFormValues {
  retailerId: string;
  name: string;
  description: string;
  imageUrl: string;
  price: string;
  currency: string;
  availability: ProductAvailability;
}

const fields = [
  'retailerId',
  'name',
  'description',
  'imageUrl',
  'price',
  'currency',
  'availability',
] as const;

// A product's retailer id is its key in the catalog: it is given once and then only shown.
const addResolver = zodResolver(ProductInput) as unknown as Resolver<ProductFormValues>;
const editResolver = zodResolver(ProductUpdate) as unknown as Resolver<ProductFormValues>;

const formValues = (product: Product | undefined): ProductFormValues => ({
  retailerId: product?.retailerId ?? '',
  name: product?.name ?? '',
  description: product?.description ?? '',
  imageUrl: product?.imageUrl ?? '',
  price: product?.price ?? '',
  currency: product?.currency ?? '',
  availability: product?.availability ?? 'inStock',
});

/** Adds a product to the channel's catalog, or changes one (all but its retailer id). */
export function ProductDialog({ open, channelId, product: requested, onClose }: ProductDialogProps) {
  const { t } = useTranslation('store');
  const toast = useToast();
  const product = useClosingValue(requested, open);
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const { control, handleSubmit, setError, reset } = useForm<ProductFormValues>({
    resolver: product ? editResolver : addResolver,
    values: formValues(product),
  });

  const close = () => {
    reset();
    onClose();
  };
  const fail = (error: unknown) => {
    if (error instanceof ApiRequestError && error.code === 'PRODUCT_RETAILER_ID_TAKEN')
      setError('retailerId', { type: 'server', message: errorText(t, error, 'common:errors.generic') });
    else if (!applyFieldErrors(error, setError, fields))
      toast.error(errorText(t, error, product ? 'store:messages.updateFailed' : 'store:messages.addFailed'));
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (product) {
        const { retailerId: _fixed, ...body } = values;
        await updateProduct.mutateAsync({ productId: product.productId, body });
        toast.success(t('messages.updated'));
      } else {
        const { description, ...body } = values;
        await createProduct.mutateAsync({ channelId, body: description ? { ...body, description } : body });
        toast.success(t('messages.added'));
      }
      close();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="product-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="product-dialog-title">{t(product ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="retailerId"
              label={t('fields.retailerId')}
              required={!product}
              readOnly={Boolean(product)}
              autoFocus={!product}
              helperText={t(product ? 'fields.retailerIdFixed' : 'fields.retailerIdHelp')}
              inputProps={{ 'data-testid': 'product-retailer-id-input', dir: 'ltr' }}
            />
            <FormTextField
              control={control}
              name="name"
              label={t('fields.name')}
              required
              autoFocus={Boolean(product)}
              inputProps={{ 'data-testid': 'product-name-input' }}
            />
            <FormTextField
              control={control}
              name="description"
              label={t('fields.description')}
              multiline
              minRows={3}
              inputProps={{ 'data-testid': 'product-description-input' }}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <FormTextField
                control={control}
                name="imageUrl"
                label={t('fields.imageUrl')}
                required
                type="url"
                placeholder="https://"
                inputProps={{ 'data-testid': 'product-image-input', dir: 'ltr' }}
              />
              <ImagePreview control={control} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="price"
                label={t('fields.price')}
                required
                inputMode="decimal"
                placeholder="12.50"
                inputProps={{ 'data-testid': 'product-price-input', dir: 'ltr' }}
              />
              <FormTextField
                control={control}
                name="currency"
                label={t('fields.currency')}
                required
                placeholder="USD"
                inputProps={{
                  'data-testid': 'product-currency-input',
                  maxLength: 3,
                  dir: 'ltr',
                  style: { textTransform: 'uppercase' },
                }}
              />
            </Stack>
            <FormSelect
              control={control}
              name="availability"
              label={t('fields.availability')}
              options={productAvailabilities.map((value) => ({ value, label: t(`availability.${value}`) }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={createProduct.isPending || updateProduct.isPending}
            data-testid="save-product"
          >
            {t(product ? 'actions.save' : 'actions.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The image the address points at, as customers will see it, while it is typed. */
function ImagePreview({ control }: { control: ReturnType<typeof useForm<ProductFormValues>>['control'] }) {
  const { t } = useTranslation('store');
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const src = /^https?:\/\/\S+$/.test(imageUrl.trim()) ? imageUrl.trim() : undefined;
  return (
    <Avatar
      variant="rounded"
      src={src}
      alt={t('fields.imagePreview')}
      sx={{ width: 56, height: 56, flexShrink: 0, bgcolor: 'action.hover', color: 'text.disabled' }}
      data-testid="product-image-preview"
    >
      <ImageOutlined />
    </Avatar>
  );
}

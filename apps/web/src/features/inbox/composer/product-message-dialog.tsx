import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { maxProductListItems } from '@parley/contract';
import { type Control, type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText, validationText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSendProductMessage } from '../products-api';
import {
  emptyProductMessage,
  emptySection,
  type ProductMessageForm,
  type ProductMessageType,
  productListCount,
  productMessageBody,
  productMessageResolver,
  productMessageServerFields,
  productMessageTypes,
} from './product-message-form';
import { ProductPickerField } from './product-picker-field';

/** Meta's limit on a product list's sections. */
const maxSections = 10;

export interface ProductMessageDialogProps {
  conversationId: string;
  channelId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Sends the channel's products into the conversation: one product, a list of products in titled
 * sections, or the whole catalog, each with the words around it. What was typed is forgotten once
 * the dialog closes.
 */
export function ProductMessageDialog({ open, onClose, ...props }: ProductMessageDialogProps) {
  const { t } = useTranslation('inbox');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="product-message-title"
      data-testid="product-message-dialog"
    >
      <DialogTitle id="product-message-title">{t('productMessage.title')}</DialogTitle>
      <ProductMessageFormView {...props} onClose={onClose} />
    </Dialog>
  );
}

export function ProductMessageFormView({
  conversationId,
  channelId,
  onClose,
}: Omit<ProductMessageDialogProps, 'open'>) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const send = useSendProductMessage(conversationId);
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = useForm<ProductMessageForm>({
    resolver: productMessageResolver,
    defaultValues: emptyProductMessage(),
  });
  const type = useWatch({ control, name: 'type' });

  const onSubmit = handleSubmit(async (checked) => {
    try {
      await send.mutateAsync(productMessageBody(checked));
      onClose();
    } catch (error) {
      applyFieldErrors(error, setError, productMessageServerFields);
      toast.error(errorText(t, error, 'messages.productSendFailed'));
    }
  });

  const choose = (next: ProductMessageType) => {
    clearErrors();
    setValue('type', next);
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
      <Tabs
        value={type}
        onChange={(_, next: ProductMessageType) => choose(next)}
        variant="fullWidth"
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {productMessageTypes.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={t(`productMessage.types.${kind}`)}
            data-testid={`product-type-${kind}`}
          />
        ))}
      </Tabs>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`productMessage.hints.${type}`)}
          </Typography>
          {type === 'product' && (
            <ProductPickerField
              control={control}
              name="productId"
              channelId={channelId}
              label={t('productMessage.fields.product')}
              required
              autoFocus
              errorText={t('productMessage.pickProduct')}
              testId="product-picker"
            />
          )}
          {type === 'productList' && (
            <FormTextField
              control={control}
              name="header"
              label={t('productMessage.fields.header')}
              required
              autoFocus
              inputProps={{ maxLength: 60, 'data-testid': 'product-header' }}
            />
          )}
          <FormTextField
            control={control}
            name="body"
            label={t('productMessage.fields.body')}
            required={type !== 'product'}
            autoFocus={type === 'catalog'}
            multiline
            minRows={2}
            maxRows={6}
            inputProps={{ maxLength: 1024, 'data-testid': 'product-body' }}
          />
          <FormTextField
            control={control}
            name="footer"
            label={t('productMessage.fields.footer')}
            inputProps={{ maxLength: 60, 'data-testid': 'product-footer' }}
          />
          {type === 'productList' && (
            <SectionFields control={control} channelId={channelId} errors={formState.errors} />
          )}
          {type === 'catalog' && (
            <ProductPickerField
              control={control}
              name="thumbnailProductId"
              channelId={channelId}
              label={t('productMessage.fields.thumbnail')}
              errorText={t('productMessage.pickProduct')}
              testId="thumbnail-picker"
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={send.isPending} data-testid="product-send">
          {t('actions.send')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A product list's titled sections, each with its products, and the count against Meta's 30. */
function SectionFields({
  control,
  channelId,
  errors,
}: {
  control: Control<ProductMessageForm>;
  channelId: string;
  errors: FieldErrors<ProductMessageForm>;
}) {
  const { t } = useTranslation('inbox');
  const sections = useFieldArray({ control, name: 'sections' });
  const count = productListCount(useWatch({ control, name: 'sections' }));
  const listError = validationText(t, errors.sections?.message ?? errors.sections?.root?.message);

  return (
    <Stack spacing={2}>
      {sections.fields.map((section, index) => (
        <Stack
          key={section.id}
          spacing={2}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
          data-testid="product-section-fields"
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`sections.${index}.title`}
              label={t('productMessage.fields.sectionTitle', { number: index + 1 })}
              required
              inputProps={{ maxLength: 24, 'data-testid': 'section-title' }}
            />
            {sections.fields.length > 1 && (
              <Tooltip title={t('productMessage.removeSection')}>
                <IconButton
                  onClick={() => sections.remove(index)}
                  aria-label={t('productMessage.removeSection')}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
          <ProductPickerField
            control={control}
            name={`sections.${index}.productIds`}
            channelId={channelId}
            label={t('productMessage.fields.products')}
            multiple
            required
            errorText={t('productMessage.pickProducts')}
            testId="section-products"
          />
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          startIcon={<Add />}
          onClick={() => sections.append(emptySection())}
          disabled={sections.fields.length >= maxSections}
          data-testid="add-section"
        >
          {t('productMessage.addSection')}
        </Button>
        <Typography
          variant="body2"
          sx={{ color: count > maxProductListItems ? 'error.main' : 'text.secondary' }}
          data-testid="product-count"
        >
          {t('productMessage.count', { count, max: maxProductListItems })}
        </Typography>
      </Stack>
      {listError && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {listError}
        </Typography>
      )}
    </Stack>
  );
}

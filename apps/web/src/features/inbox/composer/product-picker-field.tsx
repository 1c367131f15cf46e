import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Product } from '@parley/contract';
import { useEffect, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { useChannelProducts } from '../products-api';

export interface ProductPickerFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A product id (one product) or a list of them (`multiple`). */
  name: Path<T>;
  channelId: string;
  label: string;
  multiple?: boolean;
  required?: boolean;
  /** Shown under the field when it holds an error, whatever the schema's words. */
  errorText: string;
  testId: string;
  autoFocus?: boolean;
}

/**
 * Picks products of the channel's catalog, searched by name or retailer id at the server: each
 * with its picture, name and price. The form holds their ids.
 */
export function ProductPickerField<T extends FieldValues>({
  control,
  name,
  channelId,
  label,
  multiple = false,
  required,
  errorText,
  testId,
  autoFocus,
}: ProductPickerFieldProps<T>) {
  const { t, i18n } = useTranslation('inbox');
  const { field, fieldState } = useController({ control, name });
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const products = useChannelProducts(channelId, search);
  // The products picked so far, so the field names them whatever the search shows now.
  const [picked, setPicked] = useState<ReadonlyMap<string, Product>>(new Map());
  const ids: string[] = multiple ? (field.value ?? []) : field.value ? [field.value] : [];
  const selected = ids.flatMap((id) => picked.get(id) ?? []);
  const remember = (chosen: Product[]) =>
    setPicked(
      (current) => new Map([...current, ...chosen.map((product) => [product.productId, product] as const)]),
    );

  return (
    <Autocomplete<Product, boolean>
      multiple={multiple}
      disableCloseOnSelect={multiple}
      options={products.data?.products ?? []}
      loading={products.isFetching}
      value={multiple ? selected : (selected[0] ?? null)}
      onChange={(_, value) => {
        const chosen = value === null ? [] : Array.isArray(value) ? value : [value];
        remember(chosen);
        field.onChange(multiple ? chosen.map((product) => product.productId) : chosen[0]?.productId);
      }}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setTyped(value);
        else if (reason === 'reset' || reason === 'clear') setTyped('');
      }}
      onBlur={field.onBlur}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, value) => option.productId === value.productId}
      getOptionLabel={(product) => product.name}
      noOptionsText={t('productMessage.noProducts')}
      loadingText={t('productMessage.loadingProducts')}
      renderOption={({ key, ...props }, product) => (
        <Box component="li" key={key} {...props}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Avatar variant="rounded" src={product.imageUrl} alt="" sx={{ width: 40, height: 40 }}>
              <Inventory2Outlined fontSize="small" />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                <bdi>{product.name}</bdi>
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatMoney(i18n.language, product.price, product.currency)}
                {product.availability === 'outOfStock' && ` · ${t('productMessage.outOfStock')}`}
                {' · '}
                <bdi>{product.retailerId}</bdi>
              </Typography>
            </Box>
          </Stack>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          autoFocus={autoFocus}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? errorText : undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

/** The search once typing pauses: the server is asked once per pause, not per key. */
function useDebounced(value: string, delayMs = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

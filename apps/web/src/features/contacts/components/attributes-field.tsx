import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { attributeRow, type ContactFormValues } from '../contact-form-values';

/**
 * Custom attributes as key/value rows: campaign and chatbot variables. The rows are one array
 * value rather than react-hook-form's useFieldArray, whose code would land in the sign-in page's
 * shared form chunk.
 */
export function AttributesField({ control }: { control: Control<ContactFormValues> }) {
  const { t } = useTranslation('contacts');
  const { field } = useController({ control, name: 'attributes' });
  const rows = field.value;

  return (
    <Stack spacing={2}>
      {rows.map((row, index) => (
        <Stack
          key={row.id}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'flex-start' }}
          data-testid="attribute-row"
        >
          <FormTextField
            control={control}
            name={`attributes.${index}.key`}
            label={t('fields.attributeKey')}
            inputProps={{ 'data-testid': 'attribute-key' }}
          />
          <FormTextField
            control={control}
            name={`attributes.${index}.value`}
            label={t('fields.attributeValue')}
            inputProps={{ 'data-testid': 'attribute-value' }}
          />
          <IconButton
            onClick={() => field.onChange(rows.filter((other) => other.id !== row.id))}
            aria-label={t('form.removeAttribute')}
            sx={{ mt: 1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => field.onChange([...rows, attributeRow()])}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="add-attribute"
      >
        {t('form.addAttribute')}
      </Button>
    </Stack>
  );
}

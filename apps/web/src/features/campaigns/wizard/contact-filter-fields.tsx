import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ContactFilter, contactFilterOperators } from '@parley/contract';
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDebouncedValue } from '../../contacts/use-debounced-value';

type FilterValues = Required<ContactFilter>;
const maxConditions = 10;
const blankCondition = { attribute: '', operator: 'equals', value: '' } as const;

export interface ContactFilterFieldsProps {
  filter: ContactFilter | null;
  /** The conditions with an attribute, once typing pauses; null when there are none. */
  onFilter: (filter: ContactFilter | null) => void;
}

/** Contacts whose attributes match all or any of a few conditions. */
export function ContactFilterFields({ filter, onFilter }: ContactFilterFieldsProps) {
  const { t } = useTranslation('campaign-wizard');
  const { control } = useForm<FilterValues>({
    defaultValues: {
      match: filter?.match ?? 'all',
      conditions: filter?.conditions.map((condition) => ({ value: '', ...condition })) ?? [blankCondition],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'conditions' });
  const values = useDebouncedValue(useWatch({ control }), 400);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of what was typed is news to the wizard.
  useEffect(() => {
    const conditions = (values.conditions ?? []).flatMap((condition) =>
      condition?.attribute?.trim() && condition.operator
        ? [
            {
              attribute: condition.attribute.trim(),
              operator: condition.operator,
              value: condition.value ?? '',
            },
          ]
        : [],
    );
    onFilter(conditions.length > 0 ? { match: values.match ?? 'all', conditions } : null);
  }, [JSON.stringify(values)]);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('filter.hint')}
      </Typography>
      <Box sx={{ maxWidth: 320 }}>
        <FormSelect
          name="match"
          control={control}
          label={t('filter.match')}
          options={(['all', 'any'] as const).map((value) => ({ value, label: t(`filter.matches.${value}`) }))}
        />
      </Box>
      {fields.map((field, index) => (
        <ConditionRow key={field.id} index={index} control={control} onRemove={() => remove(index)} />
      ))}
      <Button
        startIcon={<Add />}
        onClick={() => append(blankCondition)}
        disabled={fields.length >= maxConditions}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="filter-add"
      >
        {t('filter.add')}
      </Button>
    </Stack>
  );
}

interface ConditionRowProps {
  index: number;
  control: ReturnType<typeof useForm<FilterValues>>['control'];
  onRemove: () => void;
}

function ConditionRow({ index, control, onRemove }: ConditionRowProps) {
  const { t } = useTranslation('campaign-wizard');
  const operator = useWatch({ control, name: `conditions.${index}.operator` });
  const needsValue = operator !== 'isSet' && operator !== 'isNotSet';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <FormTextField
        name={`conditions.${index}.attribute`}
        control={control}
        label={t('filter.attribute')}
        size="small"
        inputProps={{ 'data-testid': `filter-attribute-${index}`, maxLength: 64 }}
      />
      <FormSelect
        name={`conditions.${index}.operator`}
        control={control}
        label={t('filter.operator')}
        options={contactFilterOperators.map((value) => ({ value, label: t(`filter.operators.${value}`) }))}
      />
      {needsValue && (
        <FormTextField
          name={`conditions.${index}.value`}
          control={control}
          label={t('filter.value')}
          size="small"
          inputProps={{ 'data-testid': `filter-value-${index}`, maxLength: 1024 }}
        />
      )}
      <IconButton
        onClick={onRemove}
        aria-label={t('filter.remove')}
        sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
      >
        <DeleteOutlined />
      </IconButton>
    </Stack>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { conditionComparators, type FlowNode, flowLimits } from '@parley/contract';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../../components/form/form-select';
import { NodeField, useNodeForm } from './form-kit';

type ConditionConfig = Extract<FlowNode, { nodeType: 'condition' }>['conditionConfig'];

/** A condition node: tests of saved answers and contact attributes, all or any of which must hold. */
export function ConditionForm({
  config,
  onChange,
}: {
  config: ConditionConfig;
  onChange: (config: ConditionConfig) => void;
}) {
  const { t } = useTranslation('chatbots');
  const { control } = useNodeForm(config, onChange);
  const { fields, append, remove } = useFieldArray({ control, name: 'conditionsInfo', keyName: 'key' });
  const conditions = useWatch({ control, name: 'conditionsInfo' });
  return (
    <Stack spacing={2}>
      <FormSelect
        control={control}
        name="operator"
        label={t('condition.operator')}
        options={(['all', 'any'] as const).map((operator) => ({
          value: operator,
          label: t(`condition.operators.${operator}`),
        }))}
      />
      {fields.map((field, index) => (
        <Paper key={field.key} variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormSelect
                control={control}
                name={`conditionsInfo.${index}.source`}
                label={t('condition.source')}
                options={(['variable', 'attribute'] as const).map((source) => ({
                  value: source,
                  label: t(`condition.sources.${source}`),
                }))}
              />
              <IconButton
                onClick={() => remove(index)}
                aria-label={t('condition.remove', { number: index + 1 })}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
            <NodeField
              control={control}
              name={`conditionsInfo.${index}.name`}
              label={t('condition.name')}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: flowLimits.variableNameLength } }}
            />
            <FormSelect
              control={control}
              name={`conditionsInfo.${index}.comparator`}
              label={t('condition.comparator')}
              options={conditionComparators.map((comparator) => ({
                value: comparator,
                label: t(`condition.comparators.${comparator}`),
              }))}
            />
            {conditions[index]?.comparator !== 'isEmpty' && (
              <NodeField
                control={control}
                name={`conditionsInfo.${index}.value`}
                label={t('condition.value')}
                slotProps={{ htmlInput: { maxLength: flowLimits.valueLength } }}
              />
            )}
          </Stack>
        </Paper>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ source: 'variable', name: '', comparator: 'equals', value: '' })}
        disabled={fields.length >= flowLimits.conditions}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('condition.add')}
      </Button>
    </Stack>
  );
}

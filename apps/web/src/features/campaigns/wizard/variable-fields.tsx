import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FilledVariables, TemplateFields } from '../../inbox/template-message/template-fields';
import { VariableInputs } from '../../inbox/template-message/variable-inputs';

export interface VariableFieldsProps {
  fields: TemplateFields;
  values: FilledVariables;
  onChange: (values: FilledVariables) => void;
  showMissing: boolean;
}

/** A standard campaign's values, filled once for everyone: header, body, buttons and each card's. */
export function VariableFields({ fields, values, onChange, showMissing }: VariableFieldsProps) {
  const { t } = useTranslation('inbox');
  const setGroup = (group: 'headers' | 'body' | 'buttons') => (index: number, value: string) =>
    onChange({ ...values, [group]: replaceAt(values[group], index, value) });
  const setCard = (card: number, group: 'body' | 'buttons') => (index: number, value: string) =>
    onChange({
      ...values,
      carousel: values.carousel.map((cardValues, position) =>
        position === card
          ? { ...cardValues, [group]: replaceAt(cardValues[group], index, value) }
          : cardValues,
      ),
    });
  const common = { showMissing } as const;

  if (isEmpty(fields))
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('template.noVariables')}
      </Typography>
    );
  return (
    <Stack spacing={2.5}>
      <VariableInputs
        {...common}
        title={t('template.header')}
        fields={fields.headers}
        values={values.headers}
        onChange={setGroup('headers')}
        kind="variable"
        testId="header-variable"
      />
      <VariableInputs
        {...common}
        title={t('template.body')}
        fields={fields.body}
        values={values.body}
        onChange={setGroup('body')}
        kind="variable"
        testId="body-variable"
      />
      <VariableInputs
        {...common}
        title={t('template.buttons')}
        fields={fields.buttons}
        values={values.buttons}
        onChange={setGroup('buttons')}
        kind="button"
        testId="button-variable"
      />
      {fields.carousel.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position.
        <Stack key={index} spacing={1.5}>
          <VariableInputs
            {...common}
            title={t('template.cardBody', { number: index + 1 })}
            fields={card.body}
            values={values.carousel[index]?.body ?? []}
            onChange={setCard(index, 'body')}
            kind="variable"
            testId={`card-${index}-body-variable`}
          />
          <VariableInputs
            {...common}
            title={t('template.cardButtons', { number: index + 1 })}
            fields={card.buttons}
            values={values.carousel[index]?.buttons ?? []}
            onChange={setCard(index, 'buttons')}
            kind="button"
            testId={`card-${index}-button-variable`}
          />
        </Stack>
      ))}
    </Stack>
  );
}

const replaceAt = (list: string[], index: number, value: string) =>
  list.map((item, position) => (position === index ? value : item));

const isEmpty = (fields: TemplateFields) =>
  fields.headers.length + fields.body.length + fields.buttons.length === 0 &&
  fields.carousel.every((card) => card.body.length + card.buttons.length === 0);

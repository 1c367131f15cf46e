import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TemplateButtonType, TemplateDraft } from '@parley/contract';
import { type Control, type FieldError, type Path, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { validationText } from '../../../lib/error-text';
import { canAddButton, type DraftButton, emptyButton } from './template-draft';

export interface ButtonsFieldProps {
  control: Control<TemplateDraft>;
  /** `buttons`, or a card's `cards.N.buttons`. */
  name: 'buttons' | `cards.${number}.buttons`;
  types: readonly TemplateButtonType[];
  max: number;
  /** The counts, said when an add-button is disabled. */
  limitsHint: string;
}

/** The template's buttons: add one of a kind while the provider's counts allow it, edit, remove. */
export function ButtonsField({ control, name, types, max, limitsHint }: ButtonsFieldProps) {
  const { t } = useTranslation('template-builder');
  const { field, fieldState } = useController({ control, name: name as Path<TemplateDraft> });
  // The controller's own value misses edits made inside the buttons; the watched one has them.
  const buttons = (useWatch({ control, name: name as Path<TemplateDraft> }) ?? []) as DraftButton[];
  const error = fieldState.error as (FieldError & { root?: FieldError }) | undefined;
  const message = validationText(t, error?.root?.message ?? error?.message);
  const atLimit = types.some((type) => !canAddButton(buttons, type, max));

  return (
    <Stack spacing={2}>
      {buttons.map((button, index) => (
        <ButtonEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: the inputs read their values by position
          key={index}
          control={control}
          path={`${name}.${index}`}
          button={button}
          onRemove={() => field.onChange(buttons.filter((_, other) => other !== index))}
        />
      ))}
      {message && <FormHelperText error>{message}</FormHelperText>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {types.map((type) => (
          <Button
            key={type}
            size="small"
            variant="outlined"
            startIcon={<Add />}
            disabled={!canAddButton(buttons, type, max)}
            onClick={() => field.onChange([...buttons, emptyButton(type)])}
            data-testid={`${name}-add-${type}`}
          >
            {t(`buttons.types.${type}`)}
          </Button>
        ))}
      </Stack>
      {atLimit && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {limitsHint}
        </Typography>
      )}
    </Stack>
  );
}

interface ButtonEditorProps {
  control: Control<TemplateDraft>;
  path: string;
  button: DraftButton;
  onRemove: () => void;
}

function ButtonEditor({ control, path, button, onRemove }: ButtonEditorProps) {
  const { t } = useTranslation('template-builder');
  const at = (key: string) => `${path}.${key}` as Path<TemplateDraft>;
  return (
    <Box
      sx={{ p: 2, borderRadius: 1.5, border: 1, borderColor: 'divider', borderStyle: 'dashed' }}
      data-testid="button-editor"
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="subtitle2">{t(`buttons.types.${button.type}`)}</Typography>
        <IconButton size="small" onClick={onRemove} aria-label={t('buttons.remove')}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
      <Stack spacing={2}>
        {button.type !== 'COPY_CODE' && (
          <FormTextField control={control} name={at('text')} label={t('buttons.text')} required />
        )}
        {button.type === 'URL' && (
          <>
            <FormTextField
              control={control}
              name={at('url')}
              label={t('buttons.url')}
              helperText={t('buttons.urlHint', { variable: '{{1}}' })}
              inputProps={{ dir: 'ltr', inputMode: 'url' }}
              required
            />
            {button.url.endsWith('{{1}}') && (
              <FormTextField
                control={control}
                name={at('example')}
                label={t('buttons.urlExample')}
                required
              />
            )}
          </>
        )}
        {button.type === 'PHONE_NUMBER' && (
          <FormTextField
            control={control}
            name={at('phone')}
            label={t('buttons.phone')}
            inputProps={{ dir: 'ltr', inputMode: 'tel' }}
            required
          />
        )}
        {button.type === 'COPY_CODE' && (
          <FormTextField control={control} name={at('example')} label={t('buttons.offerCode')} required />
        )}
      </Stack>
    </Box>
  );
}

import DataObject from '@mui/icons-material/DataObject';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type TemplateDraft, templateHeaderFormats, variableCount } from '@parley/contract';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { MediaUploadField } from './media-upload-field';

export interface HeaderSectionProps {
  control: Control<TemplateDraft>;
  setValue: UseFormSetValue<TemplateDraft>;
  channelId: string;
  onMediaPicked: (file: File | undefined) => void;
}

/** The standard header: none, a text with at most one variable, or an uploaded media sample. */
export function HeaderSection({ control, setValue, channelId, onMediaPicked }: HeaderSectionProps) {
  const { t } = useTranslation('template-builder');
  const header = useWatch({ control, name: 'header' });
  const format = header?.format ?? 'NONE';
  const text = header?.text ?? '';

  const changeFormat = (next: string) => {
    setValue('header', { format: next as typeof format }, { shouldValidate: true });
    onMediaPicked(undefined);
  };

  return (
    <Stack spacing={2}>
      <FormSelect
        control={control}
        name="header.format"
        label={t('header.format')}
        options={templateHeaderFormats.map((value) => ({ value, label: t(`formats.${value}`) }))}
        onChanged={changeFormat}
      />
      {format === 'TEXT' && (
        <>
          <FormTextField
            control={control}
            name="header.text"
            label={t('header.text')}
            helperText={t('header.textHint')}
            inputProps={{ 'data-testid': 'header-text' }}
          />
          {variableCount(text) === 0 ? (
            <Button
              size="small"
              startIcon={<DataObject />}
              onClick={() => setValue('header.text', `${text}{{1}}`, { shouldValidate: true })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('body.addVariable')}
            </Button>
          ) : (
            <FormTextField
              control={control}
              name="header.example"
              label={t('body.example', { variable: '{{1}}' })}
              required
            />
          )}
        </>
      )}
      {(format === 'IMAGE' || format === 'VIDEO' || format === 'DOCUMENT') && (
        <MediaUploadField
          key={format}
          control={control}
          name="header.handle"
          channelId={channelId}
          format={format}
          onPicked={onMediaPicked}
        />
      )}
    </Stack>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buttonHeaderTypes, type FlowMediaItem, type FlowNode, flowLimits } from '@parley/contract';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../../components/form/form-select';
import { newButton } from '../../flow-model';
import { NodeField, useNodeForm } from './form-kit';
import { MediaBodyField } from './media-body-field';

type ButtonConfig = Extract<FlowNode, { inputType: 'button' }>['buttonConfig'];

/** A reply-buttons node: header, body and footer, and up to three buttons, each a way out. */
export function ButtonForm({
  config,
  onChange,
}: {
  config: ButtonConfig;
  onChange: (config: ButtonConfig) => void;
}) {
  const { t } = useTranslation('chatbots');
  const { control, setValue } = useNodeForm(config, onChange);
  const { fields, append, remove } = useFieldArray({ control, name: 'buttons', keyName: 'key' });
  const [headerType, header, headerMediaId, headerFilename] = useWatch({
    control,
    name: ['headerType', 'header', 'headerMediaId', 'headerFilename'],
  });
  const setHeaderMedia = ({ url, mediaId, filename }: FlowMediaItem['body']) => {
    setValue('header', url ?? '');
    setValue('headerMediaId', mediaId);
    setValue('headerFilename', filename);
  };
  return (
    <Stack spacing={2}>
      <FormSelect
        control={control}
        name="headerType"
        label={t('interactive.headerType')}
        options={buttonHeaderTypes.map((type) => ({ value: type, label: t(`builder.media.${type}`) }))}
        // A text or a file of one kind is no header of another.
        onChanged={() => setHeaderMedia({})}
      />
      {headerType === 'text' ? (
        <NodeField
          control={control}
          name="header"
          label={t('interactive.header')}
          limit={flowLimits.headerLength}
        />
      ) : (
        <MediaBodyField
          key={headerType}
          type={headerType}
          body={
            headerMediaId
              ? { mediaId: headerMediaId, filename: headerFilename }
              : { url: header, filename: headerFilename }
          }
          onChange={setHeaderMedia}
        />
      )}
      <NodeField
        control={control}
        name="body"
        label={t('interactive.body')}
        multiline
        minRows={3}
        limit={flowLimits.bodyLength}
        slotProps={{ htmlInput: { 'data-testid': 'button-body' } }}
      />
      <NodeField
        control={control}
        name="footer"
        label={t('interactive.footer')}
        limit={flowLimits.footerLength}
      />
      <Typography variant="subtitle2">{t('interactive.buttons', { limit: flowLimits.buttons })}</Typography>
      {fields.map((field, index) => (
        <Stack key={field.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <NodeField
            control={control}
            name={`buttons.${index}.title`}
            label={t('interactive.buttonTitle', { number: index + 1 })}
            limit={flowLimits.buttonTitleLength}
            slotProps={{ htmlInput: { 'data-testid': 'button-title' } }}
          />
          <IconButton
            onClick={() => remove(index)}
            aria-label={t('interactive.removeButton', { number: index + 1 })}
            disabled={fields.length === 1}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(newButton())}
        disabled={fields.length >= flowLimits.buttons}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="add-button"
      >
        {t('interactive.addButton')}
      </Button>
    </Stack>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FlowMediaItem, type FlowMessageItem, type FlowNode, flowLimits } from '@parley/contract';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newId } from '../../flow-model';
import { NodeField, useNodeForm } from './form-kit';
import { MediaBodyField } from './media-body-field';

type MessageConfig = Extract<FlowNode, { nodeType: 'message' }>['messageConfig'];
const itemTypes = ['text', 'image', 'video', 'document', 'audio'] as const;

const emptyItem = (type: FlowMessageItem['type']): FlowMessageItem =>
  type === 'text' ? { id: newId('m'), type, body: { text: '' } } : { id: newId('m'), type, body: {} };

/** A message node: texts and media (uploaded or by link) sent one after another. */
export function MessageForm({
  config,
  onChange,
}: {
  config: MessageConfig;
  onChange: (config: MessageConfig) => void;
}) {
  const { t } = useTranslation('chatbots');
  const { control } = useNodeForm(config, onChange);
  const { fields, append, remove, update } = useFieldArray({ control, name: 'messages', keyName: 'key' });
  const items = useWatch({ control, name: 'messages' });

  return (
    <Stack spacing={2}>
      {fields.map((field, index) => {
        const type = items[index]?.type ?? field.type;
        return (
          <Paper key={field.key} variant="outlined" sx={{ p: 1.5 }}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  label={t('message.type')}
                  value={type}
                  onChange={(event) =>
                    update(index, emptyItem(event.target.value as FlowMessageItem['type']))
                  }
                  sx={{ flexGrow: 1 }}
                >
                  {itemTypes.map((itemType) => (
                    <MenuItem key={itemType} value={itemType}>
                      {t(`builder.media.${itemType}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <IconButton
                  onClick={() => remove(index)}
                  aria-label={t('message.remove', { number: index + 1 })}
                  disabled={fields.length === 1}
                >
                  <DeleteOutlined />
                </IconButton>
              </Stack>
              {type === 'text' ? (
                <NodeField
                  control={control}
                  name={`messages.${index}.body.text`}
                  label={t('message.text')}
                  multiline
                  minRows={3}
                  limit={flowLimits.textMessageLength}
                  slotProps={{ htmlInput: { 'data-testid': 'message-text' } }}
                />
              ) : (
                <Controller
                  control={control}
                  name={`messages.${index}.body`}
                  render={({ field }) => (
                    <MediaBodyField
                      type={type}
                      body={field.value as FlowMediaItem['body']}
                      onChange={field.onChange}
                    />
                  )}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(emptyItem('text'))}
        disabled={fields.length >= flowLimits.messagesPerNode}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('message.add')}
      </Button>
    </Stack>
  );
}

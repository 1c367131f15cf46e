import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type FlowNode, flowLimits } from '@parley/contract';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newRow } from '../../flow-model';
import { NodeField, useNodeForm } from './form-kit';

type ListConfig = Extract<FlowNode, { inputType: 'list' }>['listConfig'];

/** A list node: header, body, footer and button text, and sections of rows, each row a way out. */
export function ListForm({
  config,
  onChange,
}: {
  config: ListConfig;
  onChange: (config: ListConfig) => void;
}) {
  const { t } = useTranslation('chatbots');
  const { control } = useNodeForm(config, onChange);
  const sections = useFieldArray({ control, name: 'sections', keyName: 'key' });
  const all = useWatch({ control, name: 'sections' });
  const rowCount = all.reduce((count, section) => count + section.rows.length, 0);
  const full = rowCount >= flowLimits.listRows;
  return (
    <Stack spacing={2}>
      <NodeField
        control={control}
        name="header"
        label={t('interactive.header')}
        limit={flowLimits.headerLength}
      />
      <NodeField
        control={control}
        name="body"
        label={t('interactive.body')}
        multiline
        minRows={3}
        limit={flowLimits.bodyLength}
      />
      <NodeField
        control={control}
        name="footer"
        label={t('interactive.footer')}
        limit={flowLimits.footerLength}
      />
      <NodeField
        control={control}
        name="button"
        label={t('list.button')}
        helperText={t('list.buttonHint')}
        limit={flowLimits.listButtonLength}
      />
      {sections.fields.map((section, index) => (
        <Paper key={section.key} variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <NodeField
                control={control}
                name={`sections.${index}.title`}
                label={t('list.sectionTitle', { number: index + 1 })}
                limit={flowLimits.rowTitleLength}
              />
              <IconButton
                onClick={() => sections.remove(index)}
                aria-label={t('list.removeSection', { number: index + 1 })}
                disabled={sections.fields.length === 1}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
            <SectionRows control={control} section={index} full={full} />
          </Stack>
        </Paper>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => sections.append({ title: '', rows: [newRow()] })}
        disabled={full || sections.fields.length >= flowLimits.listSections}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('list.addSection')}
      </Button>
    </Stack>
  );
}

function SectionRows({
  control,
  section,
  full,
}: {
  control: Control<ListConfig>;
  section: number;
  full: boolean;
}) {
  const { t } = useTranslation('chatbots');
  const rows = useFieldArray({ control, name: `sections.${section}.rows`, keyName: 'key' });
  return (
    <>
      {rows.fields.map((row, index) => (
        <Stack
          key={row.key}
          spacing={1}
          sx={{ borderInlineStart: 2, borderColor: 'divider', paddingInlineStart: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <NodeField
              control={control}
              name={`sections.${section}.rows.${index}.title`}
              label={t('list.rowTitle', { number: index + 1 })}
              limit={flowLimits.rowTitleLength}
            />
            <IconButton
              onClick={() => rows.remove(index)}
              aria-label={t('list.removeRow', { number: index + 1 })}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
          <NodeField
            control={control}
            name={`sections.${section}.rows.${index}.description`}
            label={t('list.rowDescription')}
            limit={flowLimits.rowDescriptionLength}
          />
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => rows.append(newRow())}
        disabled={full}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('list.addRow')}
      </Button>
    </>
  );
}

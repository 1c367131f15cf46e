import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ColumnTarget, type ContactImport, StartImportInput } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, validationText } from '../../../../lib/error-text';
import { useStartContactImport } from '../api';

const fields = ['name', 'phone', 'email', 'attribute', 'ignore'] as const;
type Field = (typeof fields)[number];
/** A column's choice as edited: the attribute key is kept while another field is chosen. */
type ColumnChoice = { field: Field; key: string };

const previewRows = 3;

export interface ImportMappingStepProps {
  contactImport: ContactImport;
  onBack: () => void;
  onStarted: (contactImport: ContactImport) => void;
}

/** Step 2: where each column goes, seen beside its first values; exactly one column is the phone. */
export function ImportMappingStep({ contactImport, onBack, onStarted }: ImportMappingStepProps) {
  const { t } = useTranslation('contact-imports');
  const start = useStartContactImport();
  const { columns, preview } = contactImport;
  const [choices, setChoices] = useState<ColumnChoice[]>(() =>
    columns.map((header, index) => initialChoice(header, contactImport.mapping[index])),
  );
  const [checked, setChecked] = useState(false);

  const mapping = choices.map(
    ({ field, key }): ColumnTarget => (field === 'attribute' ? { field, key } : { field }),
  );
  const parsed = StartImportInput.safeParse({ mapping });
  const keyIssues = new Map(
    (parsed.error?.issues ?? [])
      .filter((issue) => issue.path[0] === 'mapping' && issue.path[2] === 'key')
      .map((issue) => [issue.path[1], issue.message]),
  );
  const phoneColumns = choices.filter((choice) => choice.field === 'phone').length;

  const choose = (index: number, change: Partial<ColumnChoice>) =>
    setChoices((current) => current.map((choice, at) => (at === index ? { ...choice, ...change } : choice)));

  const handleStart = () => {
    setChecked(true);
    if (!parsed.success) return;
    start.mutate({ importId: contactImport.importId, body: parsed.data }, { onSuccess: onStarted });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('mapping.description', { fileName: contactImport.fileName })}
      </Typography>
      <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{t('mapping.column')}</TableCell>
              <TableCell>{t('mapping.firstRows')}</TableCell>
              <TableCell sx={{ width: 260 }}>{t('mapping.importAs')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {columns.map((header, index) => {
              const choice = choices[index] ?? { field: 'ignore', key: '' };
              const keyIssue = checked ? keyIssues.get(index) : undefined;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed by the file and may repeat a header.
                <TableRow key={index} data-testid="mapping-row">
                  <TableCell sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                    {header || t('mapping.unnamedColumn', { number: index + 1 })}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {preview.slice(0, previewRows).map((row, rowIndex) => (
                      <Typography
                        // biome-ignore lint/suspicious/noArrayIndexKey: preview rows never move.
                        key={rowIndex}
                        variant="body2"
                        noWrap
                        sx={{ maxWidth: 220, color: row[index] ? 'text.primary' : 'text.disabled' }}
                      >
                        {row[index] || '—'}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Stack spacing={1}>
                      <TextField
                        select
                        size="small"
                        value={choice.field}
                        onChange={(event) => choose(index, { field: event.target.value as Field })}
                        slotProps={{
                          htmlInput: { 'aria-label': t('mapping.importAsColumn', { column: header }) },
                        }}
                        data-testid="mapping-field"
                      >
                        {fields.map((field) => (
                          <MenuItem key={field} value={field}>
                            {t(`mapping.fields.${field}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                      {choice.field === 'attribute' && (
                        <TextField
                          size="small"
                          label={t('mapping.attributeKey')}
                          value={choice.key}
                          onChange={(event) => choose(index, { key: event.target.value })}
                          error={Boolean(keyIssue)}
                          helperText={validationText(t, keyIssue)}
                        />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>

      {checked && phoneColumns !== 1 && (
        <Alert severity="error" data-testid="mapping-error">
          {t(phoneColumns === 0 ? 'mapping.phoneMissing' : 'mapping.phoneTwice')}
        </Alert>
      )}
      {start.isError && (
        <Alert severity="error">{errorText(t, start.error, 'contact-imports:mapping.startFailed')}</Alert>
      )}

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={start.isPending}>
          {t('mapping.back')}
        </Button>
        <Button
          variant="contained"
          onClick={handleStart}
          loading={start.isPending}
          data-testid="start-import"
        >
          {t('mapping.start')}
        </Button>
      </Stack>
    </Stack>
  );
}

function initialChoice(header: string, suggested: ColumnTarget | undefined): ColumnChoice {
  if (suggested?.field === 'attribute') return { field: 'attribute', key: suggested.key };
  return { field: suggested?.field ?? 'ignore', key: header.trim() };
}

import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CampaignFileMapping, CampaignSheetColumn, StoredComponent, Template } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { SpreadsheetDropZone } from '../../contacts/import/components/spreadsheet-drop-zone';
import { initialMapping, isRequiredColumn } from './sheet-columns';
import { downloadCampaignSample, useUploadCampaignFile } from './wizard-api';
import type { UploadedSheet } from './wizard-state';

export interface SheetPanelProps {
  channelId: string;
  sheet: UploadedSheet | null;
  /** The template's components, whose sample sheet's headers map by themselves. */
  components: StoredComponent[];
  /** The template variables its columns fill: none for a plain list of numbers. */
  columns: CampaignSheetColumn[];
  /** A dynamic campaign's template, whose sample sheet can be downloaded. */
  sampleOf?: Template;
  onSheet: (sheet: UploadedSheet | null) => void;
  onMapping: (mapping: CampaignFileMapping) => void;
}

/** An uploaded CSV/XLSX of recipients and which column holds the phone, the name and each variable. */
export function SheetPanel({
  channelId,
  sheet,
  components,
  columns,
  sampleOf,
  onSheet,
  onMapping,
}: SheetPanelProps) {
  const { t } = useTranslation('campaign-wizard');
  const toast = useToast();
  const uploadFile = useUploadCampaignFile(channelId);
  const [progress, setProgress] = useState(0);
  const [downloading, setDownloading] = useState(false);

  const handleFile = (file: File) => {
    setProgress(0);
    uploadFile.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (uploaded) =>
          onSheet({ file: uploaded, mapping: initialMapping(components, uploaded.columns) }),
        onError: (error) => toast.error(errorText(t, error, 'campaign-wizard:messages.uploadFailed')),
      },
    );
  };
  const handleSample = async (template: Template) => {
    setDownloading(true);
    try {
      await downloadCampaignSample(channelId, template.id, template.name);
    } catch (error) {
      toast.error(errorText(t, error, 'campaign-wizard:messages.sampleFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const mapping = sheet?.mapping;
  const setColumn = (change: Partial<CampaignFileMapping>) => mapping && onMapping({ ...mapping, ...change });

  return (
    <Stack spacing={2.5}>
      {sampleOf && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('sheet.sampleHint')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<Download />}
            loading={downloading}
            onClick={() => void handleSample(sampleOf)}
            data-testid="download-sample"
          >
            {t('sheet.downloadSample')}
          </Button>
        </Stack>
      )}
      {sheet ? (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <InsertDriveFileOutlined sx={{ color: 'primary.main' }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }} data-testid="sheet-name">
              {sheet.file.fileName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('sheet.rows', { count: sheet.file.rowCount })}
            </Typography>
          </Box>
          <Button color="inherit" onClick={() => onSheet(null)} data-testid="remove-sheet">
            {t('sheet.remove')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1}>
          <SpreadsheetDropZone disabled={uploadFile.isPending} onFile={handleFile} />
          {uploadFile.isPending && (
            <LinearProgress variant="determinate" value={progress * 100} aria-label={t('sheet.uploading')} />
          )}
        </Stack>
      )}
      {sheet && mapping && (
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h3">
            {t('sheet.mapping')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <ColumnSelect
              label={t('sheet.phoneColumn')}
              columns={sheet.file.columns}
              value={mapping.phoneNumber}
              onChange={(phoneNumber) => setColumn({ phoneNumber })}
              required
              testId="map-phone"
            />
            <ColumnSelect
              label={t('sheet.nameColumn')}
              columns={sheet.file.columns}
              value={mapping.name ?? ''}
              onChange={(name) => setColumn({ name: name || undefined })}
              testId="map-name"
            />
            {columns.map((column) => (
              <ColumnSelect
                key={column.key}
                label={column.header}
                columns={sheet.file.columns}
                value={mapping.variables?.[column.key] ?? ''}
                onChange={(chosen) =>
                  setColumn({ variables: withColumn(mapping.variables, column.key, chosen) })
                }
                required={isRequiredColumn(column)}
                testId={`map-${column.key}`}
              />
            ))}
          </Box>
          {!mapping.phoneNumber && <Alert severity="info">{t('sheet.choosePhone')}</Alert>}
        </Stack>
      )}
    </Stack>
  );
}

/** The variables' columns with one changed; an optional one left unread is dropped. */
function withColumn(variables: Record<string, string> = {}, key: string, column: string) {
  const { [key]: _, ...others } = variables;
  return column ? { ...others, [key]: column } : others;
}

interface ColumnSelectProps {
  label: string;
  columns: string[];
  value: string;
  onChange: (column: string) => void;
  required?: boolean;
  testId: string;
}

/** Which of the sheet's columns holds one value; an optional one may be left unread. */
function ColumnSelect({ label, columns, value, onChange, required, testId }: ColumnSelectProps) {
  const { t } = useTranslation('campaign-wizard');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      required={required}
      error={required && !value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {!required && (
        <MenuItem value="">
          <em>{t('sheet.noColumn')}</em>
        </MenuItem>
      )}
      {columns.map((column) => (
        <MenuItem key={column} value={column}>
          {column}
        </MenuItem>
      ))}
    </TextField>
  );
}

import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ContactImport, limits, type SpreadsheetFormat, spreadsheetFormats } from '@parley/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/error-text';
import { downloadSampleFile, useUploadContactsFile } from '../api';
import { SpreadsheetDropZone } from './spreadsheet-drop-zone';

const maxMegabytes = Math.floor(limits.contactImportMaxBytes / 1_048_576);

export interface ImportUploadStepProps {
  /** The group the contacts join; none yet while the user still has to choose it. */
  groupId: string | undefined;
  /** Where the target group is chosen, when the wizard was not opened from a group. */
  groupPicker?: ReactNode;
  onUploaded: (contactImport: ContactImport) => void;
}

/** Step 1: the sample file, then the user's own file, sent with its progress. */
export function ImportUploadStep({ groupId, groupPicker, onUploaded }: ImportUploadStepProps) {
  const { t } = useTranslation('contact-imports');
  const uploadFile = useUploadContactsFile();
  const [progress, setProgress] = useState(0);
  const [fileProblem, setFileProblem] = useState<string>();
  const [sampleError, setSampleError] = useState<unknown>();

  const handleFile = (file: File) => {
    uploadFile.reset();
    setFileProblem(undefined);
    const format = file.name.split('.').pop()?.toLowerCase();
    if (!spreadsheetFormats.includes(format as SpreadsheetFormat)) {
      setFileProblem(t('upload.wrongType', { fileName: file.name }));
      return;
    }
    if (file.size > limits.contactImportMaxBytes) {
      setFileProblem(t('upload.tooLarge', { fileName: file.name, megabytes: maxMegabytes }));
      return;
    }
    if (!groupId) {
      setFileProblem(t('upload.chooseGroupFirst'));
      return;
    }
    setProgress(0);
    uploadFile.mutate({ groupId, file, onProgress: setProgress }, { onSuccess: onUploaded });
  };

  const handleSample = (format: SpreadsheetFormat) => {
    setSampleError(undefined);
    downloadSampleFile(format).catch(setSampleError);
  };

  const problem =
    fileProblem ??
    (uploadFile.isError ? errorText(t, uploadFile.error, 'contact-imports:upload.failed') : undefined);
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('upload.sampleHint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={() => handleSample('xlsx')}
            data-testid="download-sample-xlsx"
          >
            {t('upload.sampleXlsx')}
          </Button>
          <Button onClick={() => handleSample('csv')} data-testid="download-sample-csv">
            {t('upload.sampleCsv')}
          </Button>
        </Stack>
        {sampleError !== undefined && (
          <Alert severity="error">{errorText(t, sampleError, 'contact-imports:upload.sampleFailed')}</Alert>
        )}
      </Stack>

      {groupPicker}

      <Stack spacing={1}>
        <SpreadsheetDropZone disabled={uploadFile.isPending} onFile={handleFile} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('upload.limits', { megabytes: maxMegabytes })}
        </Typography>
      </Stack>

      {uploadFile.isPending && (
        <Stack spacing={1} data-testid="upload-progress">
          <Typography variant="body2">
            {progress < 1
              ? t('upload.sending', { percent: Math.round(progress * 100) })
              : t('upload.reading')}
          </Typography>
          <LinearProgress variant={progress < 1 ? 'determinate' : 'indeterminate'} value={progress * 100} />
        </Stack>
      )}
      {problem && (
        <Alert severity="error" data-testid="upload-error">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

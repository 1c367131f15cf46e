import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { maxProductImportRows, type ProductImportReport } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { SpreadsheetDropZone } from '../../contacts/import/components/spreadsheet-drop-zone';
import { downloadProductSample, useImportProducts } from '../api';
import { ImportReport } from './import-report';

export interface ImportProductsDialogProps {
  open: boolean;
  channelId: string;
  onClose: () => void;
}

/** Adds or changes many products from a CSV or XLSX file, then tells what it did and which rows it refused. */
export function ImportProductsDialog({ open, channelId, onClose }: ImportProductsDialogProps) {
  const { t } = useTranslation('store');
  // A phone gives the report's refused rows its whole width.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="import-products-title"
    >
      <DialogTitle id="import-products-title" sx={{ pr: 7 }}>
        {t('import.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('import.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent>
        {/* Inside the dialog, so that it starts afresh each time the dialog opens. */}
        <ImportSteps channelId={channelId} />
      </DialogContent>
    </Dialog>
  );
}

function ImportSteps({ channelId }: { channelId: string }) {
  const { t } = useTranslation('store');
  const importProducts = useImportProducts();
  const [fileProblem, setFileProblem] = useState<string>();
  const [sampleError, setSampleError] = useState<unknown>();
  const [report, setReport] = useState<ProductImportReport>();

  const handleFile = (file: File) => {
    importProducts.reset();
    setFileProblem(undefined);
    const format = file.name.split('.').pop()?.toLowerCase();
    if (format !== 'csv' && format !== 'xlsx') {
      setFileProblem(t('import.wrongType', { fileName: file.name }));
      return;
    }
    importProducts.mutate({ channelId, file }, { onSuccess: setReport });
  };

  const handleSample = (format: 'csv' | 'xlsx') => {
    setSampleError(undefined);
    downloadProductSample(format).catch(setSampleError);
  };

  if (report)
    return (
      <Stack spacing={3}>
        <ImportReport report={report} />
        <Button
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setReport(undefined)}
          data-testid="import-another"
        >
          {t('import.another')}
        </Button>
      </Stack>
    );

  const problem =
    fileProblem ??
    (importProducts.isError ? errorText(t, importProducts.error, 'store:import.failed') : undefined);
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('import.sampleHint', { max: maxProductImportRows })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={() => handleSample('xlsx')}
            data-testid="download-sample-xlsx"
          >
            {t('import.sampleXlsx')}
          </Button>
          <Button onClick={() => handleSample('csv')} data-testid="download-sample-csv">
            {t('import.sampleCsv')}
          </Button>
        </Stack>
        {sampleError !== undefined && (
          <Alert severity="error">{errorText(t, sampleError, 'store:import.sampleFailed')}</Alert>
        )}
      </Stack>
      <SpreadsheetDropZone disabled={importProducts.isPending} onFile={handleFile} />
      {importProducts.isPending && (
        <Stack spacing={1} data-testid="import-progress">
          <Typography variant="body2">{t('import.importing')}</Typography>
          <LinearProgress />
        </Stack>
      )}
      {problem && (
        <Alert severity="error" data-testid="import-error">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/table/data-table';
import { errorText } from '../../../../lib/error-text';
import { downloadRejectionsFile, rejectionsPageSize, useImportRejections } from '../api';

export interface ImportRejectionsTableProps {
  importId: string;
  rejectedRows: number;
}

/** The rows an import refused, a page at a time, and the whole list as a file. */
export function ImportRejectionsTable({ importId, rejectedRows }: ImportRejectionsTableProps) {
  const { t, i18n } = useTranslation('contact-imports');
  const [page, setPage] = useState(0);
  const [downloadError, setDownloadError] = useState<unknown>();
  const rejections = useImportRejections(importId, page + 1, rejectedRows > 0);
  const number = new Intl.NumberFormat(i18n.language);

  const handleDownload = () => {
    setDownloadError(undefined);
    downloadRejectionsFile(importId).catch(setDownloadError);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="subtitle1">{t('rejections.title')}</Typography>
        <Button
          size="small"
          startIcon={<Download />}
          onClick={handleDownload}
          data-testid="download-rejections"
        >
          {t('rejections.download')}
        </Button>
      </Stack>
      {downloadError !== undefined && (
        <Alert severity="error">
          {errorText(t, downloadError, 'contact-imports:rejections.downloadFailed')}
        </Alert>
      )}
      {rejections.isError && <Alert severity="error">{t('rejections.failed')}</Alert>}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <DataTable
          size="small"
          columns={[
            {
              id: 'row',
              label: t('rejections.row'),
              phone: 'title',
              sx: { width: 72 },
              render: (rejection, onPhone) =>
                onPhone
                  ? t('rejections.rowNumber', { row: number.format(rejection.rowNumber) })
                  : number.format(rejection.rowNumber),
            },
            {
              id: 'reason',
              label: t('rejections.reason'),
              render: (rejection) => t(`reasons.${rejection.reason}`),
            },
            {
              id: 'values',
              label: t('rejections.values'),
              sx: { color: 'text.secondary', wordBreak: 'break-word' },
              render: (rejection) => rejection.values.filter(Boolean).join(' · '),
            },
          ]}
          rows={rejections.data?.data ?? (rejections.isError ? [] : undefined)}
          rowKey={(rejection) => String(rejection.rowNumber)}
          rowTestId="rejection-row"
          skeletonRows={1}
        />
      </Box>
      <TablePagination
        component="div"
        count={rejections.data?.totalRecords ?? rejectedRows}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={rejectionsPageSize}
        rowsPerPageOptions={[]}
        labelDisplayedRows={({ from, to, count }) =>
          t('rejections.displayedRows', {
            from: number.format(from),
            to: number.format(to),
            count: number.format(count),
          })
        }
        getItemAriaLabel={(type) => t(`rejections.${type}Page`)}
      />
    </Stack>
  );
}

import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 72 }}>{t('rejections.row')}</TableCell>
              <TableCell>{t('rejections.reason')}</TableCell>
              <TableCell>{t('rejections.values')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rejections.isPending && (
              <TableRow>
                <TableCell colSpan={3}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            )}
            {rejections.data?.data.map((rejection) => (
              <TableRow key={rejection.rowNumber} data-testid="rejection-row">
                <TableCell>{number.format(rejection.rowNumber)}</TableCell>
                <TableCell>{t(`reasons.${rejection.reason}`)}</TableCell>
                <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                  {rejection.values.filter(Boolean).join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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

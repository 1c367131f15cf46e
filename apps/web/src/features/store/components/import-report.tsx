import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ProductImportReport, productImportColumns } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/table/data-table';

type RefusedRow = ProductImportReport['refused'][number];

/** What an import did: the products it added and changed, and each row it refused with the reason. */
export function ImportReport({ report }: { report: ProductImportReport }) {
  const { t, i18n } = useTranslation('store');
  const number = new Intl.NumberFormat(i18n.language);
  const counts = {
    created: number.format(report.created),
    updated: number.format(report.updated),
    refused: number.format(report.refused.length),
  };

  return (
    <Stack spacing={2} data-testid="import-report">
      <Alert severity={report.refused.length > 0 ? 'warning' : 'success'} data-testid="import-counts">
        {t('report.summary', counts)}
      </Alert>
      {report.refused.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('report.refusedTitle')}
          </Typography>
          <DataTable<RefusedRow>
            size="small"
            columns={[
              {
                id: 'row',
                label: t('report.columns.row'),
                phone: 'title',
                sx: { verticalAlign: 'top' },
                testId: 'refused-row-number',
                render: (row, onPhone) =>
                  onPhone ? (
                    <Typography variant="subtitle2">
                      {t('report.rowNumber', { row: row.rowNumber })}
                    </Typography>
                  ) : (
                    number.format(row.rowNumber)
                  ),
              },
              {
                id: 'reason',
                label: t('report.columns.reason'),
                sx: { verticalAlign: 'top' },
                testId: 'refused-reason',
                render: (row) => (
                  <>
                    {t(`refusals.${row.reason}`)}
                    {row.detail && (
                      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                        {row.detail}
                      </Typography>
                    )}
                  </>
                ),
              },
              {
                id: 'values',
                label: t('report.columns.values'),
                testId: 'refused-values',
                render: (row) => <RowValues values={row.values} />,
              },
            ]}
            rows={report.refused}
            rowKey={(row) => String(row.rowNumber)}
            rowTestId="refused-row"
            minWidth={640}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** The refused row as the file had it: each non-empty value after its column's name. */
function RowValues({ values }: { values: string[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignItems: 'baseline',
        columnGap: 1,
        rowGap: 0.25,
      }}
    >
      {values.map((value, index) =>
        value ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a value's place in the row is what names it
          <Box key={index} sx={{ display: 'contents' }}>
            <Box
              component="dt"
              sx={{ typography: 'caption', color: 'text.secondary', fontFamily: 'monospace' }}
            >
              {productImportColumns[index] ?? index + 1}
            </Box>
            <Box component="dd" dir="auto" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ) : null,
      )}
    </Box>
  );
}

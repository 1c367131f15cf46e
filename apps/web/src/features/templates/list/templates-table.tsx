import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import WysiwygOutlined from '@mui/icons-material/WysiwygOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Template } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/table/empty-row';
import { useDateFormat } from '../../../lib/use-date-format';
import { TemplateHealth } from './template-health';
import { TemplateRowMenu } from './template-row-menu';
import { TemplateStatusChip } from './template-status-chip';

export interface TemplatesTableProps {
  templates: Template[] | undefined;
  /** An earlier page is shown while the next one loads. */
  stale: boolean;
  languageName: (code: string) => string;
  onOpen: (template: Template) => void;
  onDelete: (template: Template) => void;
}

const columns = 7;
/** Small screens show the status under the name, where it is seen without scrolling sideways. */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };

/** A channel's templates, one row each; a click on a row opens its preview. */
export function TemplatesTable({ templates, stale, languageName, onOpen, onDelete }: TemplatesTableProps) {
  const { t } = useTranslation('template-list');
  const format = useDateFormat();

  return (
    <TableContainer>
      <Table sx={{ minWidth: { md: 760 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.name')}</TableCell>
            <TableCell>{t('fields.category')}</TableCell>
            <TableCell>{t('fields.language')}</TableCell>
            <TableCell>{t('fields.type')}</TableCell>
            <TableCell sx={wideOnly}>{t('fields.status')}</TableCell>
            <TableCell>{t('fields.updatedAt')}</TableCell>
            <TableCell align="right" aria-label={t('actions.menu')} />
          </TableRow>
        </TableHead>
        <TableBody sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {templates === undefined &&
            [0, 1, 2, 3].map((row) => (
              <TableRow key={row}>
                <TableCell colSpan={columns}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))}
          {templates?.map((template) => {
            const TypeIcon = template.templateType === 'Carousel' ? ViewCarouselOutlined : WysiwygOutlined;
            return (
              <TableRow
                key={template.id}
                hover
                onClick={() => onOpen(template)}
                sx={{ cursor: 'pointer' }}
                data-testid="template-row"
              >
                <TableCell>
                  <Typography
                    variant="subtitle2"
                    sx={{ overflowWrap: 'anywhere' }}
                    data-testid="template-name"
                  >
                    {template.name}
                  </Typography>
                  <Box sx={{ display: { md: 'none' }, mt: 1 }}>
                    <TemplateStatusChip template={template} written="reason" />
                    <TemplateHealth template={template} />
                  </Box>
                </TableCell>
                <TableCell>
                  {t(`categories.${template.category}`, { defaultValue: template.category })}
                </TableCell>
                <TableCell>{languageName(template.language)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                    <TypeIcon fontSize="small" />
                    <Typography variant="body2" sx={{ color: 'text.primary' }}>
                      {t(`types.${template.templateType}`)}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell sx={wideOnly}>
                  <TemplateStatusChip template={template} />
                  <TemplateHealth template={template} />
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {format.dateTime(template.updatedAt)}
                </TableCell>
                <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                  <TemplateRowMenu onPreview={() => onOpen(template)} onDelete={() => onDelete(template)} />
                </TableCell>
              </TableRow>
            );
          })}
          {templates?.length === 0 && <EmptyRow colSpan={columns} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

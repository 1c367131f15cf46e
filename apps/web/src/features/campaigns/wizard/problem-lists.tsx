import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ExcludedContact, InvalidContact } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';

export interface InvalidContactsTableProps {
  invalidContacts: InvalidContact[];
  /** The whole count, when the answer lists fewer. */
  total: number;
}

/** Each number that will not be sent to, with its row in the sheet and why. */
export function InvalidContactsTable({ invalidContacts, total }: InvalidContactsTableProps) {
  const { t } = useTranslation('campaign-wizard');
  return (
    <ProblemTable
      caption={t('problems.invalidCaption', { count: total })}
      shown={invalidContacts.length}
      total={total}
      testId="invalid-contacts"
      head={[t('problems.row'), t('problems.number'), t('problems.reason')]}
      rows={invalidContacts.map((contact, index) => ({
        key: `${contact.row ?? 'contact'}-${contact.phoneNumber}-${index}`,
        cells: [
          contact.row ?? '—',
          <LtrText key="number">{contact.phoneNumber || '—'}</LtrText>,
          contact.detail
            ? t('problems.reasonWithDetail', {
                reason: t(`problems.reasons.${contact.reason}`),
                detail: contact.detail,
              })
            : t(`problems.reasons.${contact.reason}`),
        ],
      }))}
    />
  );
}

export interface ExcludedContactsTableProps {
  excludedContacts: ExcludedContact[];
  total: number;
}

/** Blocked and opted-out contacts the selection held: they are left out. */
export function ExcludedContactsTable({ excludedContacts, total }: ExcludedContactsTableProps) {
  const { t } = useTranslation('campaign-wizard');
  return (
    <ProblemTable
      caption={t('problems.excludedCaption', { count: total })}
      shown={excludedContacts.length}
      total={total}
      testId="excluded-contacts"
      head={[t('problems.name'), t('problems.number'), t('problems.reason')]}
      rows={excludedContacts.map((contact) => ({
        key: contact.contactId,
        cells: [
          contact.name ?? '—',
          <LtrText key="number">{contact.phoneNumber}</LtrText>,
          t(`problems.reasons.${contact.reason}`),
        ],
      }))}
    />
  );
}

interface ProblemTableProps {
  caption: string;
  head: string[];
  rows: { key: string; cells: React.ReactNode[] }[];
  shown: number;
  total: number;
  testId: string;
}

function ProblemTable({ caption, head, rows, shown, total, testId }: ProblemTableProps) {
  const { t } = useTranslation('campaign-wizard');
  if (total === 0) return null;
  return (
    <Box>
      <Box sx={{ maxHeight: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader data-testid={testId}>
          <caption style={{ captionSide: 'top', textAlign: 'start', padding: 8 }}>{caption}</caption>
          <TableHead>
            <TableRow>
              {head.map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
                  <TableCell key={index}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {shown < total && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('problems.listedOf', { shown, total })}
        </Typography>
      )}
    </Box>
  );
}

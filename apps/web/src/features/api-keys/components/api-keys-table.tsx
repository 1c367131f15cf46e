import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ApiKey, ApiKeyList } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { DataTable } from '../../../components/table/data-table';
import { useDateFormat } from '../../../lib/use-date-format';

export interface ApiKeysTableProps {
  list: { data?: ApiKeyList; isPending: boolean };
  onRevoke: (apiKey: ApiKey) => void;
  /** What the list shows before the first key. */
  empty: ReactNode;
}

const statusColors: Record<ApiKey['status'], ChipProps['color']> = {
  active: 'success',
  expired: 'warning',
  revoked: 'default',
};

/** Spec §2 API Key: each key's details, from its creation to its revocation, and the way to revoke it. */
export function ApiKeysTable({ list, onRevoke, empty }: ApiKeysTableProps) {
  const { t } = useTranslation('api-keys');
  const { date, dateTime } = useDateFormat();
  const never = t('table.never');
  // On a phone a line with nothing to say is left out; a table's cell shows a dash.
  const absent = (onPhone: boolean) => (onPhone ? null : '—');

  return (
    <DataTable
      columns={[
        {
          id: 'name',
          label: t('fields.name'),
          phone: 'title',
          render: (key) => (
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }} data-testid="api-key-name">
              {key.name}
            </Typography>
          ),
        },
        {
          id: 'prefix',
          label: t('fields.prefix'),
          render: (key) => (
            <Typography
              variant="body2"
              component="span"
              sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
              data-testid="api-key-prefix"
            >
              <LtrText>{`${key.prefix}…`}</LtrText>
            </Typography>
          ),
        },
        {
          id: 'status',
          label: t('fields.status'),
          phone: 'title',
          render: (key) => (
            <Chip
              label={t(`status.${key.status}`)}
              size="small"
              color={statusColors[key.status]}
              variant={key.status === 'revoked' ? 'outlined' : 'filled'}
              data-testid="api-key-status"
              data-status={key.status}
            />
          ),
        },
        {
          id: 'created',
          label: t('fields.created'),
          render: (key) => (
            <>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {dateTime(key.createdAt)}
              </Typography>
              {key.createdBy && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('table.by', { name: key.createdBy.name })}
                </Typography>
              )}
            </>
          ),
        },
        {
          id: 'expires',
          label: t('fields.expiresAt'),
          sx: { whiteSpace: 'nowrap' },
          render: (key) => (key.expiresAt ? dateTime(key.expiresAt) : never),
        },
        {
          id: 'lastUsed',
          label: t('fields.lastUsed'),
          sx: { whiteSpace: 'nowrap' },
          render: (key) => (key.lastUsedAt ? dateTime(key.lastUsedAt) : never),
        },
        {
          id: 'revoked',
          label: t('fields.revoked'),
          render: (key, onPhone) =>
            key.revokedAt ? (
              <>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {date(key.revokedAt)}
                </Typography>
                {key.remarks && (
                  <Typography
                    variant="caption"
                    sx={{ color: 'text.secondary' }}
                    data-testid="api-key-remarks"
                  >
                    {key.remarks}
                  </Typography>
                )}
              </>
            ) : (
              absent(onPhone)
            ),
        },
      ]}
      rows={list.isPending ? undefined : (list.data?.data ?? [])}
      rowKey={(key) => key.apiKeyId}
      rowTestId="api-key-row"
      skeletonRows={2}
      minWidth={900}
      empty={empty}
      actions={{
        label: t('table.actions'),
        render: (key) =>
          key.status !== 'revoked' && (
            <Button
              size="small"
              color="error"
              onClick={() => onRevoke(key)}
              aria-label={t('revoke.label', { name: key.name })}
              data-testid="revoke-api-key"
            >
              {t('revoke.action')}
            </Button>
          ),
      }}
    />
  );
}

import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CampaignRecipient, recipientStates } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { SearchField } from '../../../components/search-field/search-field';
import { DataTable } from '../../../components/table/data-table';
import { ListPagination } from '../../../components/table/list-pagination';
import type { PageState } from '../../../components/table/page-state';
import { paths } from '../../../config/paths';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCampaignRecipients } from '../api';

const stateFilters = [...recipientStates, 'replied'] as const;
type StateFilter = (typeof stateFilters)[number];

const stateColor: Record<
  CampaignRecipient['state'],
  'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'
> = {
  queued: 'default',
  sending: 'default',
  sent: 'info',
  delivered: 'primary',
  read: 'success',
  failed: 'error',
  unknown: 'warning',
  canceled: 'default',
};

interface RecipientsPage extends PageState {
  state?: StateFilter;
  search?: string;
}

/** The latest thing that happened to a recipient, and when. */
function lastEvent(recipient: CampaignRecipient): { key: string; at: string } | undefined {
  const events = [
    ['repliedAt', recipient.repliedAt],
    ['failedAt', recipient.failedAt],
    ['readAt', recipient.readAt],
    ['deliveredAt', recipient.deliveredAt],
    ['sentAt', recipient.sentAt],
  ] as const;
  const found = events.find(([, at]) => at);
  return found?.[1] ? { key: found[0], at: found[1] } : undefined;
}

/**
 * Who the campaign went to, filterable by state (replied included) and searchable by name or number;
 * each failure with the provider's code and what it means, and a link to the recipient's conversation.
 */
export function RecipientsTable({ campaignId, channelId }: { campaignId: string; channelId: string }) {
  const { t } = useTranslation('campaigns');
  const format = useDateFormat();
  const [query, setQuery] = useState<RecipientsPage>({ page: 1, records: 25 });
  const recipients = useCampaignRecipients(campaignId, query);
  const change = (next: Partial<RecipientsPage>) => setQuery((current) => ({ ...current, page: 1, ...next }));

  return (
    <Card>
      <CardHeader title={t('recipients.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2.5, pb: 2.5 }}>
        <SearchField
          value={query.search ?? ''}
          onChange={(search) => change({ search: search.trim() || undefined })}
          placeholder={t('recipients.search')}
        />
        <TextField
          select
          size="small"
          label={t('recipients.state')}
          value={query.state ?? ''}
          onChange={(event) => change({ state: (event.target.value as StateFilter) || undefined })}
          sx={{ width: { sm: 220 } }}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              displayEmpty: true,
              SelectDisplayProps: { 'data-testid': 'recipient-state-filter' } as object,
            },
          }}
        >
          <MenuItem value="">{t('recipients.allStates')}</MenuItem>
          {stateFilters.map((state) => (
            <MenuItem key={state} value={state} data-testid={`state-${state}`}>
              {t(`recipientStates.${state}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        columns={[
          {
            id: 'recipient',
            label: t('recipients.recipient'),
            phone: 'title',
            render: (recipient) => (
              <Stack spacing={0.25}>
                <Typography variant="subtitle2">
                  {recipient.name ?? <LtrText>{recipient.phoneNumber}</LtrText>}
                </Typography>
                {recipient.name && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    <LtrText>{recipient.phoneNumber}</LtrText>
                  </Typography>
                )}
              </Stack>
            ),
          },
          {
            id: 'state',
            label: t('recipients.state'),
            render: (recipient) => (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`recipientStates.${recipient.state}`)}
                  color={stateColor[recipient.state]}
                  data-testid="recipient-state"
                />
                {recipient.repliedAt && (
                  <Chip size="small" color="secondary" label={t('recipientStates.replied')} />
                )}
              </Stack>
            ),
          },
          {
            id: 'error',
            label: t('recipients.error'),
            render: (recipient) =>
              recipient.error && (
                <Stack spacing={0.25} data-testid="recipient-error">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {recipient.error.code !== null
                      ? t('recipients.errorCode', {
                          code: recipient.error.code,
                          title: recipient.error.title,
                        })
                      : recipient.error.title}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {recipient.error.reason}
                  </Typography>
                  {recipient.retryable && (
                    <Typography variant="caption" sx={{ color: 'info.main' }}>
                      {t('recipients.retryable')}
                    </Typography>
                  )}
                </Stack>
              ),
          },
          {
            id: 'updated',
            label: t('recipients.lastUpdate'),
            sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
            render: (recipient) => {
              const event = lastEvent(recipient);
              return event && t(`recipients.events.${event.key}`, { time: format.dateTime(event.at) });
            },
          },
          {
            id: 'conversation',
            label: t('recipients.conversation'),
            render: (recipient) =>
              recipient.conversationId && (
                <Link
                  component={RouterLink}
                  to={`${paths.dashboard.chat}?channelId=${channelId}&conversationId=${recipient.conversationId}`}
                  data-testid="recipient-conversation"
                >
                  {t('recipients.openConversation')}
                </Link>
              ),
          },
        ]}
        rows={recipients.data?.data ?? (recipients.isError ? [] : undefined)}
        rowKey={(recipient) => recipient.recipientId}
        rowTestId="recipient-row"
        stale={recipients.isPlaceholderData}
        minWidth={860}
      />
      <ListPagination
        totalRecords={recipients.data?.totalRecords ?? 0}
        state={query}
        options={[25, 50, 100]}
        onChange={(next) => setQuery((current) => ({ ...current, ...next }))}
      />
    </Card>
  );
}

import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { QuickReply } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { DataTable } from '../../../components/table/data-table';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useUpdateQuickReply } from '../api';
import { timeRestrictionLabel } from '../time-restriction';

export interface QuickRepliesTableProps {
  quickReplies: QuickReply[] | undefined;
  onDelete: (quickReply: QuickReply) => void;
}

/** A channel's quick replies, one row each, each switched on or off where it stands. */
export function QuickRepliesTable({ quickReplies, onDelete }: QuickRepliesTableProps) {
  const { t } = useTranslation('quick-replies');
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateQuickReply();

  const setEnabled = (
    { quickReplyId, shortName, replyMessage, options, timeRestriction }: QuickReply,
    enabled: boolean,
  ) =>
    update.mutate(
      { quickReplyId, body: { shortName, replyMessage, options, timeRestriction, enabled } },
      {
        onSuccess: () => toast.success(t('messages.updated')),
        onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
      },
    );
  // While its change is on the way, a switch shows where it is going.
  const shownEnabled = (quickReply: QuickReply) =>
    update.isPending && update.variables.quickReplyId === quickReply.quickReplyId
      ? Boolean(update.variables.body.enabled)
      : quickReply.enabled;

  return (
    <DataTable
      columns={[
        {
          id: 'shortName',
          label: t('fields.shortName'),
          phone: 'title',
          sx: { whiteSpace: 'nowrap', fontWeight: 600 },
          testId: 'quick-reply-short-name',
          render: (quickReply) => `/${quickReply.shortName}`,
        },
        {
          id: 'replyMessage',
          label: t('fields.replyMessage'),
          sx: { maxWidth: 380 },
          render: (quickReply) => (
            <Typography
              variant="body2"
              dir="auto"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
              }}
              data-testid="quick-reply-message"
            >
              {quickReply.replyMessage}
            </Typography>
          ),
        },
        {
          id: 'options',
          label: t('fields.options'),
          render: (quickReply) =>
            quickReply.options.length > 0 ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {quickReply.options.map((option) => (
                  <Chip key={option} label={option} size="small" variant="outlined" />
                ))}
              </Stack>
            ) : (
              '—'
            ),
        },
        {
          id: 'timeRestriction',
          label: t('fields.timeRestriction'),
          sx: { whiteSpace: 'nowrap' },
          testId: 'quick-reply-time',
          render: (quickReply) => timeRestrictionLabel(quickReply.timeRestriction, t),
        },
        {
          id: 'enabled',
          label: t('fields.enabled'),
          render: (quickReply) => (
            <Switch
              checked={shownEnabled(quickReply)}
              onChange={(event) => setEnabled(quickReply, event.target.checked)}
              slotProps={{ input: { 'aria-label': t('fields.enabled') } }}
              data-testid="quick-reply-enabled"
            />
          ),
        },
      ]}
      rows={quickReplies}
      rowKey={(quickReply) => quickReply.quickReplyId}
      rowTestId="quick-reply-row"
      minWidth={720}
      actions={{
        label: t('actions.menu'),
        render: (quickReply) => (
          <RowActionsMenu
            label={t('actions.menu')}
            testId="quick-reply-actions"
            actions={[
              {
                label: t('actions.edit'),
                icon: <EditOutlined fontSize="small" />,
                onSelect: () =>
                  navigate(
                    paths.dashboard.channels.editQuickReply(quickReply.channelId, quickReply.quickReplyId),
                  ),
                testId: 'edit-quick-reply',
              },
              {
                label: t('actions.delete'),
                icon: <DeleteOutlined fontSize="small" />,
                onSelect: () => onDelete(quickReply),
                destructive: true,
                testId: 'delete-quick-reply',
              },
            ]}
          />
        ),
      }}
    />
  );
}

import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QuickReply } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useUpdateQuickReply } from '../api';
import { timeRestrictionLabel } from '../time-restriction';

export interface QuickRepliesTableProps {
  quickReplies: QuickReply[] | undefined;
  onDelete: (quickReply: QuickReply) => void;
}

const columns = 6;

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
    <TableContainer>
      <Table sx={{ minWidth: { md: 720 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.shortName')}</TableCell>
            <TableCell>{t('fields.replyMessage')}</TableCell>
            <TableCell>{t('fields.options')}</TableCell>
            <TableCell>{t('fields.timeRestriction')}</TableCell>
            <TableCell>{t('fields.enabled')}</TableCell>
            <TableCell align="right" aria-label={t('actions.menu')} />
          </TableRow>
        </TableHead>
        <TableBody>
          {quickReplies === undefined &&
            [0, 1, 2].map((row) => (
              <TableRow key={row}>
                <TableCell colSpan={columns}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))}
          {quickReplies?.map((quickReply) => (
            <TableRow key={quickReply.quickReplyId} hover data-testid="quick-reply-row">
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="quick-reply-short-name">
                /{quickReply.shortName}
              </TableCell>
              <TableCell sx={{ maxWidth: 380 }}>
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
              </TableCell>
              <TableCell>
                {quickReply.options.length > 0 ? (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {quickReply.options.map((option) => (
                      <Chip key={option} label={option} size="small" variant="outlined" />
                    ))}
                  </Stack>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="quick-reply-time">
                {timeRestrictionLabel(quickReply.timeRestriction, t)}
              </TableCell>
              <TableCell>
                <Switch
                  checked={shownEnabled(quickReply)}
                  onChange={(event) => setEnabled(quickReply, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('fields.enabled') } }}
                  data-testid="quick-reply-enabled"
                />
              </TableCell>
              <TableCell align="right">
                <RowActionsMenu
                  label={t('actions.menu')}
                  testId="quick-reply-actions"
                  actions={[
                    {
                      label: t('actions.edit'),
                      icon: <EditOutlined fontSize="small" />,
                      onSelect: () =>
                        navigate(
                          paths.dashboard.channels.editQuickReply(
                            quickReply.channelId,
                            quickReply.quickReplyId,
                          ),
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

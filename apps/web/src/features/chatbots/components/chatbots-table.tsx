import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ShuffleOutlined from '@mui/icons-material/ShuffleOutlined';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChatbotList, ChatbotSummary } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../components/row-actions-menu/row-actions-menu';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { DataTable } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { useDateFormat } from '../../../lib/use-date-format';
import type { ChatbotTextField } from './chatbot-text-dialog';

type ChatbotRow = ChatbotList['data'][number];

export interface ChatbotsTableProps {
  chatbots: ChatbotRow[] | undefined;
  /** The status each row's switch shows (where a change on the way is going). */
  shownStatus: (chatbot: ChatbotRow) => ChatbotSummary['status'];
  onStatus: (chatbot: ChatbotRow, status: ChatbotSummary['status']) => void;
  onEditText: (chatbot: ChatbotRow, field: ChatbotTextField) => void;
  onAnyKeyword: (chatbot: ChatbotRow) => void;
  onDelete: (chatbot: ChatbotRow) => void;
}

/** A channel's chatbots, one row each: what starts it, whether it runs, and how its flow stands. */
export function ChatbotsTable({
  chatbots,
  shownStatus,
  onStatus,
  onEditText,
  onAnyKeyword,
  onDelete,
}: ChatbotsTableProps) {
  const { t } = useTranslation('chatbots');
  const navigate = useNavigate();
  const { dateTime } = useDateFormat();
  const open = (chatbot: ChatbotRow) =>
    navigate(paths.dashboard.channels.chatbot(chatbot.channelId, chatbot.chatbotId));

  return (
    <DataTable
      columns={[
        {
          id: 'name',
          label: t('fields.name'),
          phone: 'title',
          sx: { fontWeight: 600, overflowWrap: 'anywhere' },
          testId: 'chatbot-name',
          render: (chatbot) => <span dir="auto">{chatbot.name}</span>,
        },
        {
          id: 'keyword',
          label: t('fields.keyword'),
          testId: 'chatbot-keyword',
          render: (chatbot) =>
            chatbot.keyword === null ? (
              <Chip label={t('fields.anyKeyword')} size="small" variant="outlined" />
            ) : (
              <span dir="auto">{chatbot.keyword}</span>
            ),
        },
        {
          id: 'status',
          label: t('fields.status'),
          render: (chatbot) => (
            // The switch's clicks are its own, not the row's.
            // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps the click from the row.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the switch inside takes the keyboard.
            <span onClick={(event) => event.stopPropagation()}>
              <Switch
                checked={shownStatus(chatbot) === 'active'}
                onChange={(event) => onStatus(chatbot, event.target.checked ? 'active' : 'inactive')}
                slotProps={{ input: { 'aria-label': t('fields.active', { name: chatbot.name }) } }}
                data-testid="chatbot-active"
              />
              <Typography component="span" variant="body2" data-testid="chatbot-status">
                {t(`status.${chatbot.status}`)}
              </Typography>
            </span>
          ),
        },
        {
          id: 'updatedAt',
          label: t('fields.lastEdited'),
          render: (chatbot) =>
            chatbot.updatedByName
              ? t('fields.editedBy', { date: dateTime(chatbot.updatedAt), name: chatbot.updatedByName })
              : dateTime(chatbot.updatedAt),
        },
        {
          id: 'sessionsRun',
          label: t('fields.sessionsRun'),
          align: 'right',
          render: (chatbot) => chatbot.sessionsRun.toLocaleString(),
        },
        {
          id: 'problems',
          label: t('fields.problems'),
          testId: 'chatbot-problems',
          render: (chatbot) =>
            chatbot.problemCount === 0 ? (
              <Chip label={t('fields.ready')} size="small" color="success" variant="outlined" />
            ) : (
              <Chip
                label={t('fields.problemCount', { count: chatbot.problemCount })}
                size="small"
                color="warning"
                variant="outlined"
              />
            ),
        },
      ]}
      rows={chatbots}
      rowKey={(chatbot) => chatbot.chatbotId}
      rowTestId="chatbot-row"
      onOpen={open}
      minWidth={820}
      actions={{
        label: t('actions.menu'),
        render: (chatbot) => (
          <RowActionsMenu
            label={t('actions.menu')}
            testId="chatbot-actions"
            actions={[
              {
                label: t('actions.build'),
                icon: <AccountTreeOutlined fontSize="small" />,
                onSelect: () => open(chatbot),
                testId: 'open-chatbot',
              },
              {
                label: t('actions.rename'),
                icon: <DriveFileRenameOutline fontSize="small" />,
                onSelect: () => onEditText(chatbot, 'name'),
                testId: 'rename-chatbot',
              },
              {
                label: t('actions.changeKeyword'),
                icon: <KeyOutlined fontSize="small" />,
                onSelect: () => onEditText(chatbot, 'keyword'),
                testId: 'change-chatbot-keyword',
              },
              ...(chatbot.type === 'keyword'
                ? [
                    {
                      label: t('actions.anyKeyword'),
                      icon: <ShuffleOutlined fontSize="small" />,
                      onSelect: () => onAnyKeyword(chatbot),
                      testId: 'chatbot-any-keyword',
                    } satisfies RowAction,
                  ]
                : []),
              {
                label: t('actions.delete'),
                icon: <DeleteOutlined fontSize="small" />,
                onSelect: () => onDelete(chatbot),
                destructive: true,
                testId: 'delete-chatbot',
              },
            ]}
          />
        ),
      }}
    />
  );
}

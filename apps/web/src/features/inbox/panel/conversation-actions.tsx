import Block from '@mui/icons-material/Block';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import Replay from '@mui/icons-material/Replay';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Conversation } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { type RowAction, RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { contactLabel } from '../../contacts/components/contact-identity';
import { useBlockConversation, useDownloadConversation, useSetConversationStatus } from '../panel-api';
import { AssignAgentMenu } from './assign-agent-menu';

export interface ConversationActionsProps {
  conversation: Conversation;
  /** All but "assign" go into a "more" menu: the header is short of room (always so on a phone). */
  compact?: boolean;
}

/** The thread header's actions: assign, close or reopen, block or unblock, download. */
export function ConversationActions({ conversation, compact = false }: ConversationActionsProps) {
  const { t } = useTranslation('inbox-panel');
  const toast = useToast();
  const onPhone = !useMediaQuery(useTheme().breakpoints.up('sm'));
  const inMenu = compact || onPhone;
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const block = useBlockConversation();
  const setStatus = useSetConversationStatus();
  const download = useDownloadConversation();
  const { conversationId, isBlocked } = conversation;
  const closed = conversation.status === 'CLOSED';

  const toggleStatus = () =>
    setStatus.mutate(
      { conversationId, status: closed ? 'OPEN' : 'CLOSED' },
      {
        onSuccess: () => toast.success(t(closed ? 'messages.reopened' : 'messages.closed')),
        onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
      },
    );

  const toggleBlocked = () =>
    block.mutate(
      { conversationId, isBlocked: !isBlocked },
      {
        onSuccess: (answer) => {
          toast.success(t(answer.isBlocked ? 'messages.blocked' : 'messages.unblocked'));
          setConfirmingBlock(false);
        },
        onError: () => toast.error(t('messages.blockFailed')),
      },
    );

  const downloadConversation = () => {
    toast.success(t('messages.addedToDownloadCenter'));
    download.mutate(conversationId, { onError: () => toast.error(t('messages.downloadFailed')) });
  };

  const actions: RowAction[] = [
    {
      label: t(closed ? 'actions.reopen' : 'actions.close'),
      icon: closed ? <Replay fontSize="small" /> : <CheckCircleOutlineOutlined fontSize="small" />,
      onSelect: toggleStatus,
      testId: 'toggle-status',
    },
    {
      label: t(isBlocked ? 'actions.unblock' : 'actions.block'),
      icon: isBlocked ? <LockOpenOutlined fontSize="small" /> : <Block fontSize="small" />,
      onSelect: () => setConfirmingBlock(true),
      destructive: !isBlocked,
      testId: 'toggle-block',
    },
    {
      label: t('actions.download'),
      icon: <FileDownloadOutlined fontSize="small" />,
      onSelect: downloadConversation,
      testId: 'download-conversation',
    },
  ];

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <AssignAgentMenu conversation={conversation} />
      {inMenu ? (
        <RowActionsMenu label={t('actions.more')} actions={actions} testId="conversation-more" />
      ) : (
        actions.map((action) => (
          <Tooltip key={action.label} title={action.label}>
            <IconButton
              onClick={action.onSelect}
              aria-label={action.label}
              color={action.destructive ? 'error' : 'default'}
              data-testid={action.testId}
            >
              {action.icon}
            </IconButton>
          </Tooltip>
        ))
      )}
      <ConfirmDialog
        open={confirmingBlock}
        title={t(isBlocked ? 'block.unblockTitle' : 'block.blockTitle')}
        content={t(isBlocked ? 'block.unblockContent' : 'block.blockContent', {
          name: contactLabel(conversation.contact),
        })}
        confirmLabel={t(isBlocked ? 'actions.unblock' : 'actions.block')}
        onConfirm={toggleBlocked}
        onClose={() => setConfirmingBlock(false)}
        pending={block.isPending}
      />
    </Stack>
  );
}

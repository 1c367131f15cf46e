import type { QuickReply } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useDeleteQuickReply } from '../api';

export interface DeleteQuickReplyDialogProps {
  /** The quick reply to delete; the dialog is open while there is one. */
  quickReply: QuickReply | undefined;
  onClose: () => void;
}

/** Asks before a quick reply is deleted, then says how it went (spec §8: or the error message). */
export function DeleteQuickReplyDialog({ quickReply: requested, onClose }: DeleteQuickReplyDialogProps) {
  const { t } = useTranslation('quick-replies');
  const toast = useToast();
  const deletion = useDeleteQuickReply();
  const open = requested !== undefined;
  const quickReply = useClosingValue(requested, open);

  const confirm = () => {
    if (!quickReply) return;
    deletion.mutate(quickReply.quickReplyId, {
      onSuccess: () => {
        toast.success(t('messages.deleted'));
        onClose();
      },
      onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('delete.title')}
      content={t('delete.content', { message: quickReply?.replyMessage })}
      confirmLabel={t('actions.delete')}
      onConfirm={confirm}
      onClose={onClose}
      pending={deletion.isPending}
    />
  );
}

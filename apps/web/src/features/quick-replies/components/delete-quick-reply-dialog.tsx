import type { QuickReply } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteQuickReply } from '../api';

export interface DeleteQuickReplyDialogProps {
  /** The quick reply to delete; the dialog is open while there is one. */
  quickReply: QuickReply | undefined;
  onClose: () => void;
}

/** Asks before a quick reply is deleted, then says how it went (spec §8: or the error message). */
export function DeleteQuickReplyDialog({ quickReply, onClose }: DeleteQuickReplyDialogProps) {
  const { t } = useTranslation('quick-replies');
  const deletion = useDeleteQuickReply();
  return (
    <DeleteDialog
      item={quickReply}
      onClose={onClose}
      remove={({ quickReplyId }) => deletion.mutateAsync(quickReplyId)}
      pending={deletion.isPending}
      title={t('delete.title')}
      content={(shown) => t('delete.content', { message: shown?.replyMessage })}
      confirmLabel={t('actions.delete')}
      deletedText={t('messages.deleted')}
      failedKey="common:errors.generic"
    />
  );
}

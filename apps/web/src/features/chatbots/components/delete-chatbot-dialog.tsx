import type { ChatbotSummary } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteChatbot } from '../api';

export interface DeleteChatbotDialogProps {
  /** The chatbot to delete; the dialog is open while there is one. */
  chatbot: ChatbotSummary | undefined;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before a chatbot is deleted, then says how it went (spec §8). */
export function DeleteChatbotDialog({ chatbot, onClose, onDeleted }: DeleteChatbotDialogProps) {
  const { t } = useTranslation('chatbots');
  const deletion = useDeleteChatbot();
  return (
    <DeleteDialog
      item={chatbot}
      onClose={onClose}
      remove={({ channelId, chatbotId }) => deletion.mutateAsync({ channelId, chatbotId })}
      pending={deletion.isPending}
      onDeleted={onDeleted}
      title={t('delete.title')}
      content={(shown) => t('delete.content', { name: shown?.name })}
      confirmLabel={t('actions.delete')}
      deletedText={t('messages.statusUpdated')}
      failedKey="chatbots:messages.deleteFailed"
    />
  );
}

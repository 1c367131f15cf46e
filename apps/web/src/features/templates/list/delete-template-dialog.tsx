import type { Template } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteTemplate } from '../api';

export interface DeleteTemplateDialogProps {
  /** The template to delete; the dialog is open while there is one. */
  template: Template | undefined;
  onClose: () => void;
  onDeleted: (template: Template) => void;
}

/** Asks before a template is deleted at the provider, then says how it went (spec §8). */
export function DeleteTemplateDialog({ template, onClose, onDeleted }: DeleteTemplateDialogProps) {
  const { t } = useTranslation('template-list');
  const deletion = useDeleteTemplate();
  return (
    <DeleteDialog
      item={template}
      onClose={onClose}
      remove={({ channelId, id }) => deletion.mutateAsync({ channelId, templateId: id })}
      pending={deletion.isPending}
      onDeleted={onDeleted}
      title={t('delete.title')}
      content={(shown) => t('delete.content', { name: shown?.name })}
      confirmLabel={t('actions.delete')}
      deletedText={t('messages.deleted')}
      failedKey="template-list:messages.deletionFailed"
    />
  );
}

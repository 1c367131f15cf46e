import type { Template } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useDeleteTemplate } from '../api';

export interface DeleteTemplateDialogProps {
  /** The template to delete; the dialog is open while there is one. */
  template: Template | undefined;
  onClose: () => void;
  onDeleted: (template: Template) => void;
}

/** Asks before a template is deleted at the provider, then says how it went (spec §8). */
export function DeleteTemplateDialog({ template: requested, onClose, onDeleted }: DeleteTemplateDialogProps) {
  const { t } = useTranslation('template-list');
  const toast = useToast();
  const deletion = useDeleteTemplate();
  const open = requested !== undefined;
  const template = useClosingValue(requested, open);

  const confirm = () => {
    if (!template) return;
    deletion.mutate(
      { channelId: template.channelId, templateId: template.id },
      {
        onSuccess: () => {
          toast.success(t('messages.deleted'));
          onDeleted(template);
          onClose();
        },
        onError: (error) => toast.error(errorText(t, error, 'messages.deletionFailed')),
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('delete.title')}
      content={t('delete.content', { name: template?.name })}
      confirmLabel={t('actions.delete')}
      onConfirm={confirm}
      onClose={onClose}
      pending={deletion.isPending}
    />
  );
}

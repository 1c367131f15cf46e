import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useClosingValue } from '../../lib/use-closing-value';
import { useToast } from '../toast/toast-provider';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteDialogProps<Item> {
  /** What to delete; the dialog is open while there is one. */
  item: Item | undefined;
  onClose: () => void;
  /** Deletes it; a rejection is told in the server's words or `failedKey`'s text. */
  remove: (item: Item) => Promise<unknown>;
  pending: boolean;
  onDeleted?: (item: Item) => void;
  title: string;
  /** What deleting it does; called with the item while the dialog closes too. */
  content: (item: Item | undefined) => ReactNode;
  confirmLabel: string;
  deletedText: string;
  /** i18n key, with its namespace, of the text for a failure the server does not explain. */
  failedKey: string;
}

/** Asks before something is deleted, deletes it, then says how it went. */
export function DeleteDialog<Item>({
  item: requested,
  onClose,
  remove,
  pending,
  onDeleted,
  title,
  content,
  confirmLabel,
  deletedText,
  failedKey,
}: DeleteDialogProps<Item>) {
  const { t } = useTranslation();
  const toast = useToast();
  const open = requested !== undefined;
  const item = useClosingValue(requested, open);

  const confirm = async () => {
    if (!item) return;
    try {
      await remove(item);
    } catch (error) {
      toast.error(errorText(t, error, failedKey));
      return;
    }
    toast.success(deletedText);
    onDeleted?.(item);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={title}
      content={content(item)}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      onClose={onClose}
      pending={pending}
    />
  );
}

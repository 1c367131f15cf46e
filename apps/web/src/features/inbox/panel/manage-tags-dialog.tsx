import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Tag } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useDeleteTag, useTags } from '../panel-api';

export interface ManageTagsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The account's tags, each deletable (from every conversation too) after a confirmation. */
export function ManageTagsDialog({ open, onClose }: ManageTagsDialogProps) {
  const { t } = useTranslation('inbox-panel');
  const toast = useToast();
  const tags = useTags();
  const deletion = useDeleteTag();
  const [requested, setRequested] = useState<Tag>();
  const deleting = useClosingValue(requested, requested !== undefined);

  const confirm = () => {
    if (!deleting) return;
    deletion.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('messages.tagDeleted'));
        setRequested(undefined);
      },
      onError: () => toast.error(t('messages.tagDeleteFailed')),
    });
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
        <DialogTitle>{t('tags.manageTitle')}</DialogTitle>
        <DialogContent dividers sx={{ p: 0 }}>
          {tags.isPending && <Skeleton variant="rounded" height={120} sx={{ m: 2 }} />}
          {tags.data?.data.length === 0 && (
            <Typography variant="body2" sx={{ p: 3, color: 'text.secondary' }}>
              {t('tags.none')}
            </Typography>
          )}
          <List dense>
            {tags.data?.data.map((tag) => (
              <ListItem
                key={tag.id}
                data-testid="account-tag"
                secondaryAction={
                  <IconButton
                    edge="end"
                    onClick={() => setRequested(tag)}
                    aria-label={t('tags.deleteNamed', { name: tag.tagName })}
                    data-testid="delete-tag"
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LocalOfferOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={tag.tagName} sx={{ overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('actions.done')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={requested !== undefined}
        title={t('tags.deleteTitle')}
        content={t('tags.deleteContent', { name: deleting?.tagName })}
        confirmLabel={t('actions.delete')}
        onConfirm={confirm}
        onClose={() => setRequested(undefined)}
        pending={deletion.isPending}
      />
    </>
  );
}

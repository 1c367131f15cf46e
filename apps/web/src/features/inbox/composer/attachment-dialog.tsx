import Description from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MediaKind } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { uploadMedia, useSendMessage } from '../api';
import { useObjectUrl } from '../thread/use-object-url';

export interface AttachmentDialogProps {
  conversationId: string;
  /** The checked file to send, and as what; the dialog is open while there is one. */
  attachment: { file: File; kind: MediaKind } | undefined;
  onClose: () => void;
}

/** A picked file before it goes: a look at it, an optional caption, and the upload's progress. */
export function AttachmentDialog({ conversationId, attachment, onClose }: AttachmentDialogProps) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const send = useSendMessage(conversationId);
  const [caption, setCaption] = useState('');
  const [progress, setProgress] = useState<number>();
  const imageUrl = useObjectUrl(attachment?.kind === 'image' ? attachment.file : undefined);
  const busy = progress !== undefined;

  const close = () => {
    setCaption('');
    setProgress(undefined);
    onClose();
  };

  const submit = async () => {
    if (!attachment) return;
    setProgress(0);
    let failedKey = 'messages.uploadFailed';
    try {
      const { data: media } = await uploadMedia(attachment.file, setProgress);
      failedKey = 'messages.sendFailed';
      const text = caption.trim();
      await send.mutateAsync({
        type: media.kind,
        mediaId: media.mediaId,
        ...(text && media.kind !== 'audio' && { caption: text }),
      });
      close();
    } catch (error) {
      setProgress(undefined);
      toast.error(errorText(t, error, failedKey));
    }
  };

  return (
    <Dialog open={attachment !== undefined} onClose={busy ? undefined : close} maxWidth="xs" fullWidth>
      <DialogTitle>{t('attachment.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {imageUrl ? (
            <Box
              component="img"
              src={imageUrl}
              alt={attachment?.file.name}
              sx={{ maxWidth: 1, maxHeight: 280, objectFit: 'contain', borderRadius: 1 }}
            />
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Description color="action" />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {attachment?.file.name}
              </Typography>
            </Stack>
          )}
          {attachment && attachment.kind !== 'audio' && (
            <TextField
              label={t('attachment.caption')}
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              multiline
              maxRows={4}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: 1024, 'data-testid': 'attachment-caption' } }}
            />
          )}
          {busy && (
            <Stack spacing={0.5}>
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                data-testid="upload-progress"
              />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('attachment.uploading', { percent: Math.round(progress * 100) })}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={busy} data-testid="attachment-send">
          {t('actions.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

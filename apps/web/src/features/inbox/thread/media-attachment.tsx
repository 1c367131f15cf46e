import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import Description from '@mui/icons-material/Description';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { inboxRoutes, type MediaCopy, type MediaCopyFailure } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { download } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { chatColors } from '../../templates/components/chat-colors';
import { useMessageMedia } from '../api';
import type { MediaMessageKind } from './message-view';
import { useObjectUrl } from './use-object-url';

export interface MediaAttachmentProps {
  conversationId: string;
  messageId: string;
  media: MediaMessageKind;
  fileName?: string;
  /** Parley's copy of a customer's file; one that failed is never asked for. */
  copy: MediaCopy | null;
}

/**
 * A message's file. Pictures, videos and voice notes load as their row scrolls into the virtualised
 * thread; a document is fetched only when the agent downloads it.
 */
export function MediaAttachment({ media, copy, ...props }: MediaAttachmentProps) {
  if (copy?.state === 'failed') return <FileNotKept reason={copy.reason ?? 'unavailable'} {...props} />;
  return media === 'document' ? <DocumentAttachment {...props} /> : <ShownMedia media={media} {...props} />;
}

type FileProps = Omit<MediaAttachmentProps, 'media' | 'copy'>;
type ShownMediaProps = FileProps & { media: Exclude<MediaMessageKind, 'document'> };

/** Says why a customer's file is not there, in place of a file that would never load. */
function FileNotKept({ reason, fileName }: FileProps & { reason: MediaCopyFailure }) {
  const { t } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        maxWidth: 300,
        borderRadius: 1.5,
        bgcolor: colors.media,
      }}
      data-testid="media-not-kept"
    >
      <BrokenImageOutlined fontSize="small" sx={{ color: colors.secondary }} />
      <Box sx={{ minWidth: 0 }}>
        {fileName && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {fileName}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: colors.secondary }}>
          {t(`thread.mediaNotKept.${reason}`)}
        </Typography>
      </Box>
    </Box>
  );
}

function ShownMedia({ conversationId, messageId, media }: ShownMediaProps) {
  const { t } = useTranslation('inbox');
  const file = useMessageMedia(conversationId, messageId);
  const url = useObjectUrl(file.data);
  const label = t(`types.${media}`);
  if (file.isError) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, opacity: 0.8 }}>
        <BrokenImageOutlined fontSize="small" />
        <Typography variant="body2">{t('thread.mediaFailed')}</Typography>
      </Box>
    );
  }
  if (!url) {
    return media === 'audio' ? (
      <Skeleton variant="rounded" width={260} height={40} />
    ) : (
      <Skeleton
        variant="rounded"
        width={media === 'sticker' ? 128 : 260}
        height={media === 'sticker' ? 128 : 180}
      />
    );
  }
  switch (media) {
    case 'image':
      return (
        <Box component="a" href={url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
          <Box
            component="img"
            src={url}
            alt={label}
            sx={{
              display: 'block',
              maxWidth: 1,
              width: 300,
              maxHeight: 320,
              objectFit: 'cover',
              borderRadius: 1.5,
            }}
          />
        </Box>
      );
    case 'sticker':
      return (
        <Box
          component="img"
          src={url}
          alt={label}
          sx={{ display: 'block', width: 128, height: 128, objectFit: 'contain' }}
        />
      );
    case 'video':
      return (
        <Box
          component="video"
          src={url}
          controls
          preload="metadata"
          aria-label={label}
          sx={{ display: 'block', maxWidth: 1, width: 300, maxHeight: 320, borderRadius: 1.5 }}
        />
      );
    case 'audio':
      return (
        <Box
          component="audio"
          src={url}
          controls
          aria-label={label}
          sx={{ display: 'block', width: 260, maxWidth: 1 }}
        />
      );
  }
}

function DocumentAttachment({ conversationId, messageId, fileName }: FileProps) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const colors = chatColors(useTheme());
  const name = fileName ?? t('types.document');
  const save = () =>
    download(inboxRoutes.messageMedia, { params: { conversationId, messageId } }, name).catch(
      (error: unknown) => toast.error(errorText(t, error, 'messages.downloadFailed')),
    );
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        minWidth: 220,
        borderRadius: 1.5,
        bgcolor: colors.media,
      }}
      data-testid="document-attachment"
    >
      <Description sx={{ color: '#E2574C' }} />
      <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Tooltip title={t('thread.download')}>
        <IconButton size="small" onClick={save} aria-label={t('thread.download')} sx={{ color: 'inherit' }}>
          <Download fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

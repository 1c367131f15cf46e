import AudiotrackOutlined from '@mui/icons-material/AudiotrackOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlowMediaItem } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowMediaType } from '../flow-media';

const mediaIcons: Record<FlowMediaType, ReactNode> = {
  image: <ImageOutlined fontSize="small" />,
  video: <MovieOutlined fontSize="small" />,
  document: <DescriptionOutlined fontSize="small" />,
  audio: <AudiotrackOutlined fontSize="small" />,
};

/** What a media item sends, on its card: the kind's icon and file name for an upload, else the link. */
export function MediaItemLabel({ item }: { item: FlowMediaItem }) {
  const { t } = useTranslation('chatbots');
  const { mediaId, url, filename } = item.body;
  const named = filename || url;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary' }}>
      {mediaId || !url ? mediaIcons[item.type] : <LinkOutlined fontSize="small" />}
      <Typography variant="caption">{t(`builder.media.${item.type}`)}</Typography>
      <Typography
        variant="body2"
        dir={filename ? 'auto' : 'ltr'}
        noWrap
        sx={{ minWidth: 0, color: named ? 'text.primary' : 'error.main' }}
      >
        {named || t('builder.mediaMissing')}
      </Typography>
    </Stack>
  );
}

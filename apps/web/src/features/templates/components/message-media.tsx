import Description from '@mui/icons-material/Description';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Place from '@mui/icons-material/Place';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TemplateComponent } from '../template-components';
import { chatColors } from './chat-colors';

export type MediaFormat = Exclude<NonNullable<TemplateComponent['format']>, 'TEXT'>;

export interface MessageMediaProps {
  format: MediaFormat;
  /** An object URL of the file the user picked; without it a placeholder stands in. */
  url?: string;
}

/** A header's image, video, document or location, framed as WhatsApp frames media in a bubble. */
export function MessageMedia({ format, url }: MessageMediaProps) {
  const { t } = useTranslation('templates');
  const colors = chatColors(useTheme());
  const frame = {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    aspectRatio: '1.91',
    objectFit: 'cover',
    borderRadius: '6px',
    bgcolor: colors.media,
    color: colors.secondary,
    overflow: 'hidden',
  } as const;

  switch (format) {
    case 'IMAGE':
      return url ? (
        <Box component="img" src={url} alt={t('preview.image')} draggable={false} sx={frame} />
      ) : (
        <Box role="img" aria-label={t('preview.image')} sx={frame}>
          <ImageOutlined sx={{ fontSize: 48 }} />
        </Box>
      );
    case 'VIDEO':
      return (
        <Box role="img" aria-label={t('preview.video')} sx={frame}>
          {url && (
            <Box
              component="video"
              src={url}
              muted
              playsInline
              preload="metadata"
              sx={{ ...frame, position: 'absolute', inset: 0, borderRadius: 0 }}
            />
          )}
          <Box
            sx={{
              zIndex: 1,
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              borderRadius: '50%',
              bgcolor: 'rgba(11, 20, 26, 0.55)',
              color: '#FFFFFF',
            }}
          >
            <PlayArrow sx={{ fontSize: 32 }} />
          </Box>
        </Box>
      );
    case 'DOCUMENT':
      return (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1.25,
            borderRadius: '6px',
            bgcolor: colors.media,
            color: colors.text,
          }}
        >
          <Description sx={{ color: '#E2574C' }} />
          <Typography variant="body2">{t('preview.document')}</Typography>
        </Box>
      );
    case 'LOCATION':
      return (
        <Box role="img" aria-label={t('preview.location')} sx={frame}>
          <Place sx={{ fontSize: 48, color: '#E2574C' }} />
        </Box>
      );
  }
}

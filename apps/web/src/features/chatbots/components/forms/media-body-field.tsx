import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FlowMediaItem, limits, mediaTypes } from '@parley/contract';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/toast-provider';
import { errorText } from '../../../../lib/error-text';
import { getStoredMediaQueryOptions, uploadMedia } from '../../../inbox/api';
import { megabytes } from '../../../inbox/composer/media-file';
import { useObjectUrl } from '../../../inbox/thread/use-object-url';
import { type FlowMediaType, flowMediaFileProblem } from '../../flow-media';

type Body = FlowMediaItem['body'];
type Source = 'upload' | 'link';

/**
 * The file of a media item: uploaded to the account's media (of the item's kind, within spec §9's
 * limit for it), or a public link; one or the other, as the flow document takes it.
 */
export function MediaBodyField({
  type,
  body,
  onChange,
}: {
  type: FlowMediaType;
  body: Body;
  onChange: (body: Body) => void;
}) {
  const { t } = useTranslation('chatbots');
  const toast = useToast();
  const [source, setSource] = useState<Source>(body.url?.trim() ? 'link' : 'upload');
  const [uploading, setUploading] = useState<{ name: string; progress: number }>();
  const [problem, setProblem] = useState<string>();
  const maxBytes = limits.mediaMaxBytes[type];

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = flowMediaFileProblem(file, type);
    if (refused) {
      setProblem(
        refused.problem === 'type'
          ? t(`message.wrongType.${type}`)
          : t('message.tooLarge', { megabytes: megabytes(refused.maxBytes) }),
      );
      return;
    }
    setProblem(undefined);
    setUploading({ name: file.name, progress: 0 });
    try {
      const { data } = await uploadMedia(file, (progress) => setUploading({ name: file.name, progress }));
      onChange({ mediaId: data.mediaId, filename: data.name });
    } catch (error) {
      toast.error(t('messages.uploadFailed'));
      setProblem(errorText(t, error, 'messages.uploadFailed'));
    } finally {
      setUploading(undefined);
    }
  };

  const switchTo = (next: Source | null) => {
    if (!next || next === source) return;
    setSource(next);
    setProblem(undefined);
    onChange(next === 'link' ? { url: '' } : {});
  };

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={source}
        disabled={uploading !== undefined}
        onChange={(_, next: Source | null) => switchTo(next)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="upload">{t('message.upload')}</ToggleButton>
        <ToggleButton value="link">{t('message.link')}</ToggleButton>
      </ToggleButtonGroup>
      {source === 'upload' ? (
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            {type === 'image' && body.mediaId && <StoredImage mediaId={body.mediaId} name={body.filename} />}
            <Button
              component="label"
              variant="outlined"
              color={problem ? 'error' : 'inherit'}
              startIcon={<UploadFile />}
              disabled={uploading !== undefined}
              sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            >
              <Typography variant="inherit" noWrap component="span" dir="auto">
                {uploading?.name || (body.mediaId && body.filename) || t(`message.choose.${type}`)}
              </Typography>
              <input
                hidden
                type="file"
                accept={mediaTypes[type].join(',')}
                onChange={choose}
                data-testid="media-file"
              />
            </Button>
          </Stack>
          {uploading && (
            <LinearProgress
              variant="determinate"
              value={uploading.progress * 100}
              aria-label={t('message.uploading', { name: uploading.name })}
            />
          )}
          <Typography
            variant="caption"
            sx={{ color: problem ? 'error.main' : 'text.secondary' }}
            role={problem ? 'alert' : undefined}
          >
            {problem ?? t(`message.hint.${type}`, { megabytes: megabytes(maxBytes) })}
          </Typography>
        </Stack>
      ) : (
        <>
          <TextField
            size="small"
            fullWidth
            label={t('message.url')}
            type="url"
            value={body.url ?? ''}
            onChange={(event) => onChange({ ...body, url: event.target.value })}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 2048 } }}
          />
          <TextField
            size="small"
            fullWidth
            label={t('message.filename')}
            value={body.filename ?? ''}
            onChange={(event) => onChange({ ...body, filename: event.target.value })}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: 240 } }}
          />
        </>
      )}
    </Stack>
  );
}

/** A small look at the uploaded image, so the user sees which picture the bot sends. */
function StoredImage({ mediaId, name }: { mediaId: string; name?: string }) {
  const { data } = useQuery(getStoredMediaQueryOptions(mediaId));
  const url = useObjectUrl(data);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={name ?? ''}
      data-testid="media-thumbnail"
      sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
    />
  );
}

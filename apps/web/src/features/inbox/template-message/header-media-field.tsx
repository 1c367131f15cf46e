import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  headerSampleTypes,
  limits,
  type MediaHeaderSlot,
  type MediaKind,
  TemplateHeaderMedia,
} from '@parley/contract';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { uploadMedia } from '../api';
import { megabytes } from '../composer/media-file';

export interface HeaderMediaFieldProps {
  title: string;
  slot: MediaHeaderSlot;
  value: TemplateHeaderMedia | undefined;
  /** The chosen media, and for an uploaded file an address the preview can show it at. */
  onChange: (value: TemplateHeaderMedia | undefined, previewUrl?: string) => void;
  showMissing: boolean;
  testId: string;
}

type Source = 'upload' | 'link';

/**
 * The media of a template's image, video or document header, chosen at send time: a file uploaded to
 * the account's media (the types a template header takes, within spec §9's limit for its kind), or a
 * public https link. A header whose sample is a link sends that sample when left empty.
 */
export function HeaderMediaField({
  title,
  slot,
  value,
  onChange,
  showMissing,
  testId,
}: HeaderMediaFieldProps) {
  const { t } = useTranslation('inbox');
  const [source, setSource] = useState<Source>(value && 'link' in value ? 'link' : 'upload');
  const [link, setLink] = useState(value && 'link' in value ? value.link : '');
  const [fileName, setFileName] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const kind = slot.format.toLowerCase() as Extract<MediaKind, 'image' | 'video' | 'document'>;
  const types = headerSampleTypes.filter((type) => kindOf(type) === kind);
  const maxBytes = limits.mediaMaxBytes[kind];
  const missing = showMissing && !value && !slot.sampleLink;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    if (!(types as string[]).includes(file.type)) {
      setProblem(t(`template.headerMedia.wrongType.${kind}`));
      return;
    }
    if (file.size > maxBytes) {
      setProblem(t('template.headerMedia.tooLarge', { megabytes: megabytes(maxBytes) }));
      return;
    }
    setFileName(file.name);
    setProgress(0);
    onChange(undefined);
    try {
      const { data } = await uploadMedia(file, setProgress);
      onChange({ mediaId: data.mediaId }, URL.createObjectURL(file));
    } catch (error) {
      setFileName(undefined);
      setProblem(errorText(t, error, 'template.headerMedia.uploadFailed'));
    } finally {
      setProgress(undefined);
    }
  };

  const typeLink = (typed: string) => {
    setLink(typed);
    const parsed = TemplateHeaderMedia.safeParse({ link: typed.trim() });
    onChange(parsed.success ? parsed.data : undefined);
  };
  const linkInvalid = link.trim() !== '' && !TemplateHeaderMedia.safeParse({ link: link.trim() }).success;

  const switchTo = (next: Source | null) => {
    if (!next || next === source) return;
    setSource(next);
    setProblem(undefined);
    setFileName(undefined);
    setLink('');
    onChange(undefined);
  };

  return (
    <Stack spacing={1} data-testid={testId}>
      <Typography variant="subtitle2">{title}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={source}
        onChange={(_, next: Source | null) => switchTo(next)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="upload" data-testid={`${testId}-upload-choice`}>
          {t('template.headerMedia.upload')}
        </ToggleButton>
        <ToggleButton value="link" data-testid={`${testId}-link-choice`}>
          {t('template.headerMedia.link')}
        </ToggleButton>
      </ToggleButtonGroup>
      {source === 'upload' ? (
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Button
            component="label"
            variant="outlined"
            color={missing || problem ? 'error' : 'inherit'}
            startIcon={<UploadFile />}
            disabled={progress !== undefined}
            sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          >
            <Typography variant="inherit" noWrap component="span">
              {fileName ?? t(`template.headerMedia.choose.${kind}`)}
            </Typography>
            <input
              hidden
              type="file"
              accept={types.join(',')}
              onChange={choose}
              data-testid={`${testId}-file`}
            />
          </Button>
          {progress !== undefined && <LinearProgress variant="determinate" value={progress * 100} />}
          <Typography
            variant="caption"
            sx={{ color: missing || problem ? 'error.main' : 'text.secondary' }}
            role={problem ? 'alert' : undefined}
          >
            {problem ??
              (missing
                ? t('template.headerMedia.required')
                : t('template.headerMedia.hint', { megabytes: megabytes(maxBytes) }))}
          </Typography>
        </Stack>
      ) : (
        <TextField
          size="small"
          label={t('template.headerMedia.linkLabel')}
          placeholder="https://"
          value={link}
          onChange={(event) => typeLink(event.target.value)}
          error={missing || linkInvalid}
          helperText={
            linkInvalid
              ? t('common:validation.headerMediaLinkInvalid')
              : missing
                ? t('template.headerMedia.required')
                : undefined
          }
          slotProps={{
            htmlInput: { dir: 'ltr', inputMode: 'url', maxLength: 2000, 'data-testid': `${testId}-link` },
          }}
        />
      )}
      {slot.sampleLink && !value && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('template.headerMedia.sampleUsed')}
        </Typography>
      )}
    </Stack>
  );
}

const kindOf = (type: string): MediaKind => {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return 'document';
};

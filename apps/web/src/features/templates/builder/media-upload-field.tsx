import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { limits, type TemplateDraft } from '@parley/contract';
import { useRef, useState } from 'react';
import { type Control, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, validationText } from '../../../lib/error-text';
import { uploadHeaderSample } from '../api';
import { headerFileProblem, headerFileTypes, type MediaFormat } from './template-draft';

export interface MediaUploadFieldProps {
  control: Control<TemplateDraft>;
  /** Where the handle goes: `header.handle` or a card's `cards.N.header.handle`. */
  name: 'header.handle' | `cards.${number}.header.handle`;
  channelId: string;
  format: MediaFormat;
  /** The picked file for the preview, or none when the pick failed. */
  onPicked: (file: File | undefined) => void;
}

/**
 * Picks a header sample and uploads it at once through the provider's resumable upload; the handle
 * it answers goes into the form, replacing an earlier one.
 */
export function MediaUploadField({ control, name, channelId, format, onPicked }: MediaUploadFieldProps) {
  const { t } = useTranslation('template-builder');
  const { field, fieldState } = useController({ control, name: name as Path<TemplateDraft> });
  const inputRef = useRef<HTMLInputElement>(null);
  const latestPick = useRef(0);
  const [fileName, setFileName] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();

  const handleFile = async (file: File) => {
    const pick = ++latestPick.current;
    const fileProblem = headerFileProblem(file, format);
    setFileName(file.name);
    setProblem(fileProblem && t(`common:errors.${fileProblem}`));
    field.onChange(undefined);
    onPicked(fileProblem ? undefined : file);
    if (fileProblem) return;
    setProgress(0);
    try {
      const handle = await uploadHeaderSample(channelId, file, (fraction) => {
        if (pick === latestPick.current) setProgress(fraction);
      });
      if (pick === latestPick.current) field.onChange(handle);
    } catch (error) {
      if (pick !== latestPick.current) return;
      setProblem(errorText(t, error, 'template-builder:media.failed'));
      onPicked(undefined);
    } finally {
      if (pick === latestPick.current) setProgress(undefined);
    }
  };

  const message = problem ?? validationText(t, fieldState.error?.message);
  const uploaded = Boolean(field.value) && progress === undefined;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => inputRef.current?.click()}
          disabled={progress !== undefined}
          sx={{ flexShrink: 0 }}
        >
          {t(uploaded ? 'media.replace' : 'media.pick', { format: t(`formats.${format}`) })}
        </Button>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary', minWidth: 0 }}>
          {fileName
            ? uploaded
              ? t('media.uploaded', { fileName })
              : fileName
            : t('media.hint', { megabytes: limits.headerSampleMaxBytes / 1_048_576 })}
        </Typography>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={headerFileTypes(format).join(',')}
        data-testid={`${name}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void handleFile(file);
        }}
      />
      {progress !== undefined && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('media.uploading')}
        />
      )}
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Stack>
  );
}

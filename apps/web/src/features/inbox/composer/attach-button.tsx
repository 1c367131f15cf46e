import AttachFile from '@mui/icons-material/AttachFile';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MediaKind } from '@parley/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { acceptedMediaTypes, checkMediaFile, megabytes } from './media-file';

/** Picks a file and checks it against spec §9 before anything is uploaded. */
export function AttachButton({ onPick }: { onPick: (file: File, kind: MediaKind) => void }) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const fileRef = useRef<HTMLInputElement>(null);

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    const check = checkMediaFile(file);
    if (check.ok) onPick(file, check.kind);
    else if (check.problem === 'type') toast.error(t('attachment.typeRefused', { name: file.name }));
    else toast.error(t('attachment.tooLarge', { name: file.name, size: megabytes(check.maxBytes) }));
  };

  return (
    <>
      <Tooltip title={t('composer.attach')}>
        <IconButton
          onClick={() => fileRef.current?.click()}
          aria-label={t('composer.attach')}
          data-testid="attach-button"
        >
          <AttachFile />
        </IconButton>
      </Tooltip>
      <input
        ref={fileRef}
        type="file"
        hidden
        accept={acceptedMediaTypes}
        data-testid="attach-input"
        onChange={(event) => {
          pickFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}

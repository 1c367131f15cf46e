import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const accept = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SpreadsheetDropZoneProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/** A file picker that also takes a file dropped on it. */
export function SpreadsheetDropZone({ disabled, onFile }: SpreadsheetDropZoneProps) {
  const { t } = useTranslation('contact-imports');
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      component="label"
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        px: 3,
        py: 5,
        borderRadius: 2,
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.selected' : 'action.hover',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadFileOutlined sx={{ fontSize: 40, color: 'primary.main' }} />
      <Typography variant="subtitle1">{t('upload.dropTitle')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('upload.dropHint')}
      </Typography>
      <input
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        hidden
        data-testid="import-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) is seen as a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';

interface FormWithPreviewProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The preview's title, above it. */
  previewTitle: string;
  preview: ReactNode;
  /** The preview column's width on wide screens. */
  previewWidth: number;
  /** The form's fields and actions. */
  children: ReactNode;
}

/**
 * A form beside a live preview of what it makes: side by side on wide screens, the preview staying in
 * view while the form scrolls; below the form on narrow ones.
 */
export function FormWithPreview({
  onSubmit,
  previewTitle,
  preview,
  previewWidth,
  children,
}: FormWithPreviewProps) {
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${previewWidth}px` },
        alignItems: 'start',
      }}
    >
      {children}
      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <Typography variant="subtitle2" sx={{ mb: 1, color: 'text.secondary' }}>
          {previewTitle}
        </Typography>
        {preview}
      </Box>
    </Box>
  );
}

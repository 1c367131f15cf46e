import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled group of a long form's fields. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}

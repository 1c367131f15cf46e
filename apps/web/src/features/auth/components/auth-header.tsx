import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AuthHeaderProps {
  title: string;
  description?: ReactNode;
}

export function AuthHeader({ title, description }: AuthHeaderProps) {
  return (
    <Stack spacing={1} sx={{ mb: 4 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      )}
    </Stack>
  );
}

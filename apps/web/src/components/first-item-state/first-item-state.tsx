import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from '../icon-tile/icon-tile';

export interface FirstItemStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The way to make the first one. */
  action: ReactNode;
}

/** What a list with nothing in it yet shows: what its items are for, and the way to make the first. */
export function FirstItemState({ icon, title, description, action }: FirstItemStateProps) {
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 3 }}
      data-testid="empty-state"
    >
      <IconTile>{icon}</IconTile>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 440 }}>
        {description}
      </Typography>
      {action}
    </Stack>
  );
}

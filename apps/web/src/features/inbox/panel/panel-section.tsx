import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PanelSectionProps {
  title: string;
  /** A small button at the end of the title row. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of the conversation panel. */
export function PanelSection({ title, action, children }: PanelSectionProps) {
  return (
    <Stack component="section" aria-label={title} spacing={1.5} sx={{ px: 2.5, py: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 28 }}>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}

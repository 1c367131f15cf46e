import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** An icon on a soft tile of the primary colour, readable in light and dark mode. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        display: 'inline-flex',
        flexShrink: 0,
        p: 1.25,
        borderRadius: 1.5,
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.12 : 0.2),
        color: theme.palette.mode === 'light' ? 'primary.dark' : 'primary.light',
      })}
    >
      {children}
    </Box>
  );
}

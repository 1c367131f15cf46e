import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A label and its value on one row, the value at the end and wrapping if long. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        component="dt"
        variant="body2"
        sx={{ color: 'text.secondary', maxWidth: '45%', overflowWrap: 'anywhere' }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface LogoProps {
  size?: number;
  withName?: boolean;
  /** Shows the name only from this width up, so a phone's header keeps its room for the controls. */
  nameFrom?: Breakpoint;
  to?: string;
}

/** Parley's mark: a speech bubble in the primary colour, with the name beside it when asked. */
export function Logo({ size = 40, withName = false, nameFrom, to }: LogoProps) {
  const mark = (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary' }}
    >
      <Box component="svg" viewBox="0 0 64 64" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
        <Box
          component="rect"
          width="64"
          height="64"
          rx="14"
          sx={{ fill: (theme) => theme.palette.primary.main }}
        />
        <path d="M18 20h20a10 10 0 0 1 0 20h-8l-8 7v-7h-4z" fill="#fff" />
        <Box
          component="circle"
          cx="27"
          cy="30"
          r="2.6"
          sx={{ fill: (theme) => theme.palette.primary.main }}
        />
        <Box
          component="circle"
          cx="35"
          cy="30"
          r="2.6"
          sx={{ fill: (theme) => theme.palette.primary.main }}
        />
      </Box>
      {withName && (
        <Typography
          component="span"
          variant="h5"
          sx={{
            fontWeight: 800,
            letterSpacing: -0.5,
            ...(nameFrom && { display: { xs: 'none', [nameFrom]: 'inline' } }),
          }}
        >
          Parley
        </Typography>
      )}
    </Box>
  );
  return to ? (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Parley"
      sx={{ display: 'inline-flex', textDecoration: 'none' }}
    >
      {mark}
    </Box>
  ) : (
    mark
  );
}

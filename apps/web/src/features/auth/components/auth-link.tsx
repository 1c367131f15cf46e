import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export function AuthLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} variant="subtitle2" underline="hover">
      {children}
    </Link>
  );
}

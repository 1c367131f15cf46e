import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Logo } from '../logo/logo';

export function SplashScreen() {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
      role="progressbar"
      aria-busy="true"
    >
      <Box sx={{ display: 'grid', gap: 3, justifyItems: 'center' }}>
        <Logo size={56} />
        <LinearProgress sx={{ width: 160 }} />
      </Box>
    </Box>
  );
}

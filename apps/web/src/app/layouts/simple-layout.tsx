import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher';
import { Logo } from '../../components/logo/logo';
import { mainContentId } from '../../components/skip-link/skip-link';
import { paths } from '../../config/paths';

export default function SimpleLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Stack
        component="header"
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, md: 5 }, py: 2 }}
      >
        <Logo withName to={paths.home} />
        <LanguageSwitcher />
      </Stack>
      <Box
        component="main"
        id={mainContentId}
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}

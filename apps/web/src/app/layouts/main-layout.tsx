import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher';
import { Logo } from '../../components/logo/logo';
import { mainContentId } from '../../components/skip-link/skip-link';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/session';

/** The public pages: landing and contact. */
export default function MainLayout() {
  const { t } = useTranslation();
  const { status } = useSession();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}
      >
        <Container>
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Logo withName to={paths.home} />
            <Box sx={{ flexGrow: 1 }} />
            <Button
              component={RouterLink}
              to={paths.contact}
              color="inherit"
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('nav.contact')}
            </Button>
            <LanguageSwitcher />
            {status === 'signedIn' ? (
              <Button component={RouterLink} to={paths.dashboard.root} variant="contained">
                {t('nav.dashboard')}
              </Button>
            ) : (
              <>
                <Button component={RouterLink} to={paths.auth.login} variant="outlined" color="inherit">
                  {t('actions.signIn')}
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.auth.signup}
                  variant="contained"
                  sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                >
                  {t('actions.getStarted')}
                </Button>
              </>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id={mainContentId} sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
        <Container>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Logo withName size={28} />
            <Stack direction="row" spacing={3}>
              <Link component={RouterLink} to={paths.contact} color="text.secondary" underline="hover">
                {t('nav.contact')}
              </Link>
              <Link component={RouterLink} to={paths.auth.login} color="text.secondary" underline="hover">
                {t('actions.signIn')}
              </Link>
              <Link href="/api/docs" color="text.secondary" underline="hover">
                {t('nav.apiReference')}
              </Link>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Typography>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}

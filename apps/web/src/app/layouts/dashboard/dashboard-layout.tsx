import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { mainContentId } from '../../../components/skip-link/skip-link';
import { SplashScreen } from '../../../components/splash/splash-screen';
import { RealtimeProvider } from '../../../lib/realtime';
import { useSettings } from '../../../settings/settings-context';
import { SettingsDrawer } from '../../../settings/settings-drawer';
import { useWorkspacePage } from '../../route-handle';
import { Header } from './header';
import { NavHorizontal } from './nav-horizontal';
import { NavVertical, navWidth } from './nav-vertical';

// Its own chunk, fetched after the shell has drawn: it shows nothing until a conversation is assigned.
const AssignmentNotifications = lazy(() =>
  import('../../../features/inbox/panel/assignment-notifications').then((module) => ({
    default: module.AssignmentNotifications,
  })),
);
const ChannelHealthNotifications = lazy(() =>
  import('../../../features/channels/components/channel-health-notifications').then((module) => ({
    default: module.ChannelHealthNotifications,
  })),
);

/** The signed-in shell: navigation (vertical or horizontal), header, page content, settings drawer. */
export default function DashboardLayout() {
  const { settings } = useSettings();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));
  const [navOpen, setNavOpen] = useState(false);
  const vertical = settings.layout === 'vertical';
  const besideSidebar = vertical && isDesktop;
  const workspace = useWorkspacePage();

  return (
    <RealtimeProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
        <NavVertical mobileOpen={navOpen} onMobileClose={() => setNavOpen(false)} mobileOnly={!vertical} />
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            ...(besideSidebar && { ml: `${navWidth}px` }),
          }}
        >
          <Header onOpenNav={() => setNavOpen(true)} besideSidebar={besideSidebar} />
          {!vertical && <NavHorizontal />}
          <Container
            id={mainContentId}
            component="main"
            maxWidth={settings.stretch || workspace ? false : 'lg'}
            disableGutters={workspace}
            sx={{ flexGrow: 1, py: workspace ? 0 : { xs: 3, md: 5 } }}
          >
            <Suspense fallback={<SplashScreen />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
        <SettingsDrawer />
        <Suspense>
          <AssignmentNotifications />
          <ChannelHealthNotifications />
        </Suspense>
      </Box>
    </RealtimeProvider>
  );
}

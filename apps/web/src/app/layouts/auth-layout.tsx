import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { IconTile } from '../../components/icon-tile/icon-tile';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher';
import { Logo } from '../../components/logo/logo';
import { mainContentId } from '../../components/skip-link/skip-link';
import { paths } from '../../config/paths';

const highlights = [
  { icon: CampaignOutlined, key: 'campaigns' },
  { icon: ForumOutlined, key: 'inbox' },
  { icon: SmartToyOutlined, key: 'chatbots' },
] as const;

/** Sign-in and sign-up pages: the form on one side, what Parley does on the other. */
export default function AuthLayout() {
  const { t } = useTranslation('landing');
  const signsUp = [useMatch(paths.auth.signup), useMatch(paths.auth.register)].some(Boolean);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 4,
          width: 480,
          flexShrink: 0,
          px: 6,
          bgcolor: (theme) => (theme.palette.mode === 'light' ? 'grey.100' : 'grey.900'),
          borderInlineEnd: 1,
          borderColor: 'divider',
        }}
      >
        <Logo withName to={paths.home} />
        <Typography variant="h3" component="p">
          {t(signsUp ? 'authPanel.newTitle' : 'authPanel.title')}
        </Typography>
        <Stack spacing={3}>
          {highlights.map(({ icon: Icon, key }) => (
            <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <IconTile>
                <Icon />
              </IconTile>
              <Box>
                <Typography variant="subtitle1">{t(`features.${key}.title`)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`features.${key}.description`)}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack
          component="header"
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, md: 5 }, py: 2 }}
        >
          <Box sx={{ display: { md: 'none' } }}>
            <Logo withName to={paths.home} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
        </Stack>
        <Box
          component="main"
          id={mainContentId}
          sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 4 }}
        >
          <Box sx={{ width: '100%', maxWidth: 440 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

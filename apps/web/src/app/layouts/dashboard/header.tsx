import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher/language-switcher';
import { Logo } from '../../../components/logo/logo';
import { paths } from '../../../config/paths';
import { ChannelPicker } from '../../../features/channels/components/channel-picker';
import { useSettings } from '../../../settings/settings-context';
import { AccountMenu } from './account-menu';

export interface HeaderProps {
  onOpenNav: () => void;
  /** Vertical layout on large screens: the logo sits in the sidebar and the menu button is not needed. */
  besideSidebar: boolean;
}

export function Header({ onOpenNav, besideSidebar }: HeaderProps) {
  const { t } = useTranslation(['common', 'settings']);
  const { openDrawer, isDefault } = useSettings();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: 'background.default',
        backdropFilter: 'blur(6px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}>
        {!besideSidebar && (
          <IconButton
            onClick={onOpenNav}
            aria-label={t('nav.open')}
            sx={{ display: { lg: 'none' } }}
            edge="start"
          >
            <MenuIcon />
          </IconButton>
        )}
        {!besideSidebar && <Logo withName nameFrom="sm" to={paths.dashboard.root} size={36} />}
        {/* Only the channel picker gives way on a narrow screen; the buttons after it always show. */}
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ flexGrow: 1, minWidth: 0, alignItems: 'center', justifyContent: 'flex-end' }}
        >
          <ChannelPicker />
          <LanguageSwitcher />
          <Tooltip title={t('settings:title')}>
            <IconButton onClick={openDrawer} aria-label={t('settings:title')} data-testid="settings-button">
              <Badge color="error" variant="dot" invisible={isDefault}>
                <SettingsOutlined />
              </Badge>
            </IconButton>
          </Tooltip>
          <AccountMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}

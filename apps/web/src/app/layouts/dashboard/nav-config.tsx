import type { SvgIconComponent } from '@mui/icons-material';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { paths } from '../../../config/paths';

export interface NavItem {
  /** i18n key in the common namespace. */
  title: string;
  path: string;
  icon: SvgIconComponent;
}

export interface NavSection {
  subheader: string;
  items: NavItem[];
}

/** The sidebar: an entry appears here when its screen exists. */
export const navSections: NavSection[] = [
  {
    subheader: 'nav.overview',
    items: [{ title: 'nav.gettingStarted', path: paths.dashboard.root, icon: RocketLaunchOutlined }],
  },
  {
    subheader: 'nav.manage',
    items: [
      { title: 'nav.contacts', path: paths.dashboard.contacts.root, icon: ContactsOutlined },
      { title: 'nav.channels', path: paths.dashboard.channels.root, icon: HubOutlined },
      { title: 'nav.connect', path: paths.dashboard.embeddedSignup, icon: AddLinkOutlined },
      { title: 'nav.settings', path: paths.dashboard.account, icon: SettingsOutlined },
    ],
  },
];

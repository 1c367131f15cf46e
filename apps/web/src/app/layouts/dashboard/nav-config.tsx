import type { SvgIconComponent } from '@mui/icons-material';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import QuickreplyOutlined from '@mui/icons-material/QuickreplyOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser } from '../../../features/auth/session';
import { useSelectedChannel } from '../../../features/channels/selected-channel';
import { canSeeUsers } from '../../../features/users/permissions';

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

/**
 * The sidebar: an entry appears here when its screen exists and the user's role may open it.
 * Channel-scoped entries open the selected channel's page, or the channels page while there is no
 * channel.
 */
export function useNavSections(): NavSection[] {
  const { selected } = useSelectedChannel();
  const { roleName } = useUser();
  const channelPage = (page: (channelId: string) => string) =>
    selected ? page(selected.channelId) : paths.dashboard.channels.root;
  return [
    {
      subheader: 'nav.overview',
      items: [
        { title: 'nav.gettingStarted', path: paths.dashboard.root, icon: RocketLaunchOutlined },
        { title: 'nav.inbox', path: paths.dashboard.chat, icon: ForumOutlined },
      ],
    },
    {
      subheader: 'nav.manage',
      items: [
        { title: 'nav.templates', path: channelPage(paths.dashboard.channels.templates), icon: SmsOutlined },
        {
          title: 'nav.quickReply',
          path: channelPage(paths.dashboard.channels.quickReplies),
          icon: QuickreplyOutlined,
        },
        { title: 'nav.autoAssign', path: paths.dashboard.autoAssign, icon: AssignmentIndOutlined },
        { title: 'nav.contacts', path: paths.dashboard.contacts.root, icon: ContactsOutlined },
        { title: 'nav.channels', path: paths.dashboard.channels.root, icon: HubOutlined },
        { title: 'nav.connect', path: paths.dashboard.embeddedSignup, icon: AddLinkOutlined },
        ...(canSeeUsers(roleName)
          ? [{ title: 'nav.users', path: paths.dashboard.users, icon: PeopleOutlined }]
          : []),
        { title: 'nav.settings', path: paths.dashboard.account, icon: SettingsOutlined },
      ],
    },
  ];
}

/**
 * The one entry to light: the one whose page holds the current one most closely, so a channel's
 * templates light Templates rather than Channels (of two alike, the later). Getting Started, the
 * dashboard's root, only on itself.
 */
export function useActiveNavItem(sections: NavSection[]): NavItem | undefined {
  const { pathname } = useLocation();
  const holds = (path: string) =>
    pathname === path || (path !== paths.dashboard.root && pathname.startsWith(`${path}/`));
  return sections
    .flatMap((section) => section.items)
    .filter((item) => holds(item.path))
    .reduce<NavItem | undefined>(
      (best, item) => (!best || item.path.length >= best.path.length ? item : best),
      undefined,
    );
}

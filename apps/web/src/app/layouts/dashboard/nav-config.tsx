import type { SvgIconComponent } from '@mui/icons-material';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import QuickreplyOutlined from '@mui/icons-material/QuickreplyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { type Capability, can } from '@parley/contract';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser } from '../../../features/auth/session';
import { useSelectedChannel } from '../../../features/channels/selected-channel';

export interface NavItem {
  /** i18n key in the common namespace. */
  title: string;
  path: string;
  icon: SvgIconComponent;
  /** The row of the permission matrix the page needs; without one, every role sees it. */
  capability?: Capability;
  /** The address prefix of its pages, when they are not all under `path`. */
  section?: string;
  /** A channel's entry while the channels load: where it leads is not known yet, so it cannot be followed. */
  waiting?: boolean;
}

export interface NavSection {
  subheader: string;
  items: NavItem[];
}

/**
 * The sidebar: an entry appears here when its screen exists and the user's role may open it (the
 * same capability guards the page's route).
 * Channel-scoped entries open the selected channel's page, or the channels page when there is no
 * channel; until the channels have loaded they wait (a click then would land on the channels page).
 */
export function useNavSections(): NavSection[] {
  const { selected, loading } = useSelectedChannel();
  const { roleName } = useUser();
  const allowed = (item: NavItem) => !item.capability || can(roleName, item.capability);
  const channelEntry = (page: (channelId: string) => string) => ({
    path: selected ? page(selected.channelId) : paths.dashboard.channels.root,
    waiting: loading,
  });
  const sections: NavSection[] = [
    {
      subheader: 'nav.overview',
      items: [
        { title: 'nav.gettingStarted', path: paths.dashboard.root, icon: RocketLaunchOutlined },
        { title: 'nav.inbox', path: paths.dashboard.chat, icon: ForumOutlined },
        {
          title: 'nav.broadcast',
          path: paths.dashboard.broadcast.list,
          section: paths.dashboard.broadcast.root,
          icon: CampaignOutlined,
          capability: 'readCampaigns',
        },
        {
          title: 'nav.calendar',
          path: paths.dashboard.calendar,
          icon: CalendarMonthOutlined,
          capability: 'readCampaigns',
        },
      ],
    },
    {
      subheader: 'nav.manage',
      items: [
        {
          title: 'nav.templates',
          ...channelEntry(paths.dashboard.channels.templates),
          icon: SmsOutlined,
          capability: 'manageTemplates',
        },
        {
          title: 'nav.quickReply',
          ...channelEntry(paths.dashboard.channels.quickReplies),
          icon: QuickreplyOutlined,
          capability: 'manageQuickReplies',
        },
        {
          title: 'nav.chatbot',
          ...channelEntry(paths.dashboard.channels.chatbots),
          icon: SmartToyOutlined,
          capability: 'manageChatbots',
        },
        {
          title: 'nav.store',
          ...channelEntry(paths.dashboard.channels.store),
          icon: StorefrontOutlined,
          capability: 'workOrders',
        },
        {
          title: 'nav.orders',
          ...channelEntry(paths.dashboard.channels.orders),
          icon: ReceiptLongOutlined,
          capability: 'workOrders',
        },
        { title: 'nav.autoAssign', path: paths.dashboard.autoAssign, icon: AssignmentIndOutlined },
        { title: 'nav.contacts', path: paths.dashboard.contacts.root, icon: ContactsOutlined },
        {
          title: 'nav.channels',
          path: paths.dashboard.channels.root,
          icon: HubOutlined,
          capability: 'manageChannels',
        },
        {
          title: 'nav.connect',
          path: paths.dashboard.embeddedSignup,
          icon: AddLinkOutlined,
          capability: 'manageChannels',
        },
        { title: 'nav.users', path: paths.dashboard.users, icon: PeopleOutlined, capability: 'seeUsers' },
        { title: 'nav.settings', path: paths.dashboard.account, icon: SettingsOutlined },
      ],
    },
  ];
  return sections.map((section) => ({ ...section, items: section.items.filter(allowed) }));
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
  const prefix = (item: NavItem) => item.section ?? item.path;
  return sections
    .flatMap((section) => section.items)
    .filter((item) => holds(prefix(item)))
    .reduce<NavItem | undefined>(
      (best, item) => (!best || prefix(item).length >= prefix(best).length ? item : best),
      undefined,
    );
}

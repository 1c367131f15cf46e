import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { AuthGuard } from './guards/auth-guard';
import { CapabilityGuard } from './guards/capability-guard';
import { GuestGuard } from './guards/guest-guard';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';

// Each screen and layout is its own chunk, so the sign-in page stays small as the product grows.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const contactsPage = (name: keyof typeof import('../features/contacts/pages/contact-pages')) => async () => ({
  Component: (await import('../features/contacts/pages/contact-pages'))[name],
});

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        lazy: page(() => import('./layouts/main-layout')),
        children: [
          { path: paths.home, lazy: page(() => import('../features/landing/pages/landing-page')) },
          { path: paths.contact, lazy: page(() => import('../features/landing/pages/contact-page')) },
        ],
      },
      {
        path: '/auth/jwt',
        element: (
          <GuestGuard>
            <Outlet />
          </GuestGuard>
        ),
        children: [
          {
            lazy: page(() => import('./layouts/auth-layout')),
            children: [
              { index: true, element: <Navigate to={paths.auth.login} replace /> },
              { path: 'login', lazy: page(() => import('../features/auth/pages/sign-in-page')) },
              { path: 'signup', lazy: page(() => import('../features/auth/pages/sign-up-page')) },
              { path: 'register', lazy: page(() => import('../features/auth/pages/sign-up-page')) },
              { path: 'login-otp', lazy: page(() => import('../features/auth/pages/login-otp-page')) },
              { path: 'otp-email', lazy: page(() => import('../features/auth/pages/otp-email-page')) },
              { path: 'otp-verify', lazy: page(() => import('../features/auth/pages/otp-verify-page')) },
              {
                path: 'forgot-password',
                lazy: page(() => import('../features/auth/pages/forgot-password-page')),
              },
              {
                path: 'reset-password',
                lazy: page(() => import('../features/auth/pages/reset-password-page')),
              },
            ],
          },
        ],
      },
      {
        path: paths.dashboard.root,
        element: (
          <AuthGuard>
            <Outlet />
          </AuthGuard>
        ),
        children: [
          {
            lazy: page(() => import('./layouts/dashboard/dashboard-layout')),
            children: [
              { index: true, lazy: page(() => import('../features/overview/pages/getting-started-page')) },
              {
                path: 'account',
                lazy: page(() => import('../features/account/pages/account-settings-page')),
              },
              { path: 'contacts', lazy: contactsPage('ContactsPage') },
              { path: 'contacts/create', lazy: contactsPage('ContactCreatePage') },
              { path: 'contacts/groups/:groupId', lazy: contactsPage('GroupMembersPage') },
              { path: 'contacts/:contactId', lazy: contactsPage('ContactDetailsPage') },
              { path: 'contacts/:contactId/edit', lazy: contactsPage('ContactEditPage') },
              {
                element: <CapabilityGuard capability="manageCampaigns" />,
                children: [
                  {
                    path: 'broadcast/:channelId/create',
                    lazy: page(() => import('../features/campaigns/wizard/campaign-wizard-page')),
                  },
                ],
              },
              {
                element: <CapabilityGuard capability="manageChannels" />,
                children: [
                  {
                    path: 'channels',
                    lazy: page(() => import('../features/channels/pages/channels-list-page')),
                  },
                  {
                    path: 'channels/create',
                    lazy: page(() => import('../features/channels/pages/channel-create-page')),
                  },
                  {
                    path: 'embedded-signup',
                    lazy: page(() => import('../features/channels/pages/embedded-signup-page')),
                  },
                ],
              },
              {
                path: 'channels/:channelId',
                lazy: page(() => import('../features/channels/pages/channel-scope')),
                children: [
                  {
                    element: <CapabilityGuard capability="manageChannels" />,
                    children: [
                      {
                        index: true,
                        lazy: page(() => import('../features/channels/pages/channel-details-page')),
                      },
                    ],
                  },
                  {
                    element: <CapabilityGuard capability="manageTemplates" />,
                    children: [
                      {
                        path: 'templates',
                        lazy: page(() => import('../features/templates/pages/templates-page')),
                      },
                      {
                        path: 'templates/create',
                        lazy: page(() => import('../features/templates/pages/template-create-page')),
                      },
                    ],
                  },
                  {
                    element: <CapabilityGuard capability="manageQuickReplies" />,
                    children: [
                      {
                        path: 'quickreply',
                        lazy: page(() => import('../features/quick-replies/pages/quick-replies-page')),
                      },
                      {
                        path: 'quickreply/create',
                        lazy: page(() => import('../features/quick-replies/pages/quick-reply-create-page')),
                      },
                      {
                        path: 'quickreply/edit',
                        lazy: page(() => import('../features/quick-replies/pages/quick-reply-edit-page')),
                      },
                    ],
                  },
                  {
                    element: <CapabilityGuard capability="manageChatbots" />,
                    children: [
                      {
                        path: 'chatbot',
                        lazy: page(() => import('../features/chatbots/pages/chatbots-page')),
                      },
                      {
                        // Its own chunk, with the canvas (@xyflow/react): loaded only when a flow is opened.
                        path: 'chatbot/:chatbotId',
                        lazy: page(() => import('../features/chatbots/pages/chatbot-builder-page')),
                      },
                    ],
                  },
                  {
                    element: <CapabilityGuard capability="workOrders" />,
                    children: [
                      { path: 'store', lazy: page(() => import('../features/store/pages/store-page')) },
                      { path: 'orders', lazy: page(() => import('../features/orders/pages/orders-page')) },
                      {
                        path: 'orders/:orderId',
                        lazy: page(() => import('../features/orders/pages/order-details-page')),
                      },
                    ],
                  },
                  {
                    element: <CapabilityGuard capability="manageOrderSettings" />,
                    children: [
                      {
                        path: 'order-settings',
                        lazy: page(() => import('../features/orders/settings/order-settings-page')),
                      },
                    ],
                  },
                ],
              },
              {
                path: 'chat',
                handle: { workspace: true } satisfies RouteHandle,
                lazy: page(() => import('../features/inbox/pages/inbox-page')),
              },
              { path: 'auto-assign', lazy: page(() => import('../features/inbox/pages/auto-assign-page')) },
              {
                element: <CapabilityGuard capability="readCampaigns" />,
                children: [
                  {
                    path: 'broadcast/list',
                    lazy: page(() => import('../features/campaigns/pages/campaigns-page')),
                  },
                  {
                    path: 'broadcast/:channelId',
                    lazy: page(() => import('../features/campaigns/pages/campaigns-page')),
                  },
                  {
                    path: 'broadcast/:channelId/:campaignId',
                    lazy: page(() => import('../features/campaigns/pages/campaign-details-page')),
                  },
                  { path: 'calendar', lazy: page(() => import('../features/campaigns/pages/calendar-page')) },
                ],
              },
              {
                element: <CapabilityGuard capability="workOrders" />,
                children: [
                  {
                    path: 'orders/:channelId',
                    lazy: page(() => import('../features/orders/pages/orders-page')),
                  },
                  {
                    path: 'orders/:channelId/:orderId',
                    lazy: page(() => import('../features/orders/pages/order-details-page')),
                  },
                ],
              },
              {
                element: <CapabilityGuard capability="seeUsers" />,
                children: [{ path: 'users', lazy: page(() => import('../features/users/pages/users-page')) }],
              },
            ],
          },
        ],
      },
      {
        lazy: page(() => import('./layouts/simple-layout')),
        children: [
          {
            path: paths.errors.unauthorized,
            lazy: page(() => import('../features/errors/pages/unauthorized-page')),
          },
          {
            path: paths.errors.serverError,
            lazy: page(() => import('../features/errors/pages/server-error-page')),
          },
          { path: '*', lazy: page(() => import('../features/errors/pages/not-found-page')) },
        ],
      },
    ],
  },
]);

/** Every route of the app, as the spec's route table names them. */
export const paths = {
  home: '/',
  contact: '/contact',
  auth: {
    login: '/auth/jwt/login',
    register: '/auth/jwt/register',
    signup: '/auth/jwt/signup',
    loginOtp: '/auth/jwt/login-otp',
    otpEmail: '/auth/jwt/otp-email',
    otpVerify: '/auth/jwt/otp-verify',
    forgotPassword: '/auth/jwt/forgot-password',
    resetPassword: '/auth/jwt/reset-password',
  },
  dashboard: {
    root: '/dashboard',
    account: '/dashboard/account',
    embeddedSignup: '/dashboard/embedded-signup',
    /** The inbox; `?channelId=` picks the channel and `&conversationId=` opens a conversation. */
    chat: '/dashboard/chat',
    conversation: (channelId: string, conversationId: string) =>
      `/dashboard/chat?channelId=${channelId}&conversationId=${conversationId}`,
    autoAssign: '/dashboard/auto-assign',
    users: '/dashboard/users',
    /** Campaigns on a calendar by their schedule time. */
    calendar: '/dashboard/calendar',
    broadcast: {
      root: '/dashboard/broadcast',
      /** Every channel's campaigns. */
      list: '/dashboard/broadcast/list',
      channel: (channelId: string) => `/dashboard/broadcast/${channelId}`,
      create: (channelId: string) => `/dashboard/broadcast/${channelId}/create`,
      details: (channelId: string, campaignId: string) => `/dashboard/broadcast/${channelId}/${campaignId}`,
    },
    contacts: {
      root: '/dashboard/contacts',
      groups: '/dashboard/contacts?tab=groups',
      create: '/dashboard/contacts/create',
      details: (contactId: string) => `/dashboard/contacts/${contactId}`,
      edit: (contactId: string) => `/dashboard/contacts/${contactId}/edit`,
      group: (groupId: string) => `/dashboard/contacts/groups/${groupId}`,
    },
    channels: {
      root: '/dashboard/channels',
      create: '/dashboard/channels/create',
      details: (channelId: string) => `/dashboard/channels/${channelId}`,
      templates: (channelId: string) => `/dashboard/channels/${channelId}/templates`,
      createTemplate: (channelId: string) => `/dashboard/channels/${channelId}/templates/create`,
      quickReplies: (channelId: string) => `/dashboard/channels/${channelId}/quickreply`,
      createQuickReply: (channelId: string) => `/dashboard/channels/${channelId}/quickreply/create`,
      editQuickReply: (channelId: string, quickReplyId: string) =>
        `/dashboard/channels/${channelId}/quickreply/edit?quickReplyId=${quickReplyId}`,
      chatbots: (channelId: string) => `/dashboard/channels/${channelId}/chatbot`,
      chatbot: (channelId: string, chatbotId: string) =>
        `/dashboard/channels/${channelId}/chatbot/${chatbotId}`,
      store: (channelId: string) => `/dashboard/channels/${channelId}/store`,
      orders: (channelId: string) => `/dashboard/channels/${channelId}/orders`,
      order: (channelId: string, orderId: string) => `/dashboard/channels/${channelId}/orders/${orderId}`,
      orderSettings: (channelId: string) => `/dashboard/channels/${channelId}/order-settings`,
    },
    /** The same order pages as under a channel, at the spec's second address. */
    orders: {
      root: '/dashboard/orders',
      channel: (channelId: string) => `/dashboard/orders/${channelId}`,
      details: (channelId: string, orderId: string) => `/dashboard/orders/${channelId}/${orderId}`,
    },
  },
  errors: { unauthorized: '/401', notFound: '/404', serverError: '/500' },
} as const;

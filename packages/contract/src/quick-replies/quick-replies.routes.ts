import { OkResponse } from '../common';
import { defineRoutes } from '../route';
import {
  ChannelQuickRepliesParams,
  QuickReply,
  QuickReplyIdParams,
  QuickReplyInput,
  QuickReplyList,
  QuickReplySettings,
  QuickReplySettingsInput,
} from './quick-replies.schemas';

export const quickReplyRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/v1/channels/:channelId/quick-replies',
    summary: "A channel's quick replies",
    auth: 'bearer',
    params: ChannelQuickRepliesParams,
    response: QuickReplyList,
  },
  create: {
    method: 'POST',
    path: '/api/v1/channels/:channelId/quick-replies',
    summary: 'Add a quick reply to a channel',
    auth: 'bearer',
    params: ChannelQuickRepliesParams,
    body: QuickReplyInput,
    response: QuickReply,
  },
  get: {
    method: 'GET',
    path: '/api/v1/quick-replies/:quickReplyId',
    summary: 'One quick reply',
    auth: 'bearer',
    params: QuickReplyIdParams,
    response: QuickReply,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/quick-replies/:quickReplyId',
    summary: 'Change a quick reply, including enabling or disabling it',
    auth: 'bearer',
    params: QuickReplyIdParams,
    body: QuickReplyInput,
    response: QuickReply,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/quick-replies/:quickReplyId',
    summary: 'Delete a quick reply',
    auth: 'bearer',
    params: QuickReplyIdParams,
    response: OkResponse,
  },
  settings: {
    method: 'GET',
    path: '/api/v1/quick-reply-settings',
    summary: "The account's automatic quick-reply switch and time zone",
    auth: 'bearer',
    response: QuickReplySettings,
  },
  updateSettings: {
    method: 'PATCH',
    path: '/api/v1/quick-reply-settings',
    summary: "Change the account's automatic quick-reply switch or time zone",
    auth: 'bearer',
    body: QuickReplySettingsInput,
    response: QuickReplySettings,
  },
});

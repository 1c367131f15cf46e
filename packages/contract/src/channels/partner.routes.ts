import { defineRoutes } from '../route';
import { Channel } from './channels.schemas';
import {
  CreatePartnerAppInput,
  CreatePartnerChannelInput,
  PartnerApp,
  PartnerAppIdParams,
} from './partner.schemas';

/** The partner wizard's steps (spec §2): create app, signup link, app details, channel, webhook. */
export const partnerRoutes = defineRoutes({
  createApp: {
    method: 'POST',
    path: '/api/v1/partner/apps',
    summary: 'Create an app at the partner provider; answers its signup link',
    auth: 'bearer',
    capability: 'manageChannels',
    body: CreatePartnerAppInput,
    response: PartnerApp,
  },
  getApp: {
    method: 'GET',
    path: '/api/v1/partner/apps/:appId',
    summary: "The app's details from the provider: its number appears once the signup link was completed",
    auth: 'bearer',
    capability: 'manageChannels',
    params: PartnerAppIdParams,
    response: PartnerApp,
  },
  createChannel: {
    method: 'POST',
    path: '/api/v1/partner/apps/:appId/channel',
    summary: "Create the channel for the app's signed-up number",
    auth: 'bearer',
    capability: 'manageChannels',
    params: PartnerAppIdParams,
    body: CreatePartnerChannelInput,
    response: Channel,
  },
  configureWebhook: {
    method: 'PUT',
    path: '/api/v1/partner/apps/:appId/webhook',
    summary: "Point the app's messages and statuses at Parley",
    auth: 'bearer',
    capability: 'manageChannels',
    params: PartnerAppIdParams,
    response: PartnerApp,
  },
});

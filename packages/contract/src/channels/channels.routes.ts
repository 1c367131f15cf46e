import { defineRoutes } from '../route';
import { ChannelHealth } from './channel-health.schemas';
import {
  Channel,
  ChannelIdParams,
  ChannelList,
  ChannelPlatforms,
  CompleteEmbeddedSignupInput,
  CreateCloudChannelInput,
  EmbeddedSignupConfig,
  RegistrationPin,
  SandboxCredentials,
} from './channels.schemas';

export const channelRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/v1/channels',
    summary: "The account's channels with their phone numbers",
    auth: 'bearer',
    response: ChannelList,
  },
  platforms: {
    method: 'GET',
    path: '/api/v1/channels/platforms',
    summary: 'The channel selection view: platforms, their channel groups and channels',
    auth: 'bearer',
    response: ChannelPlatforms,
  },
  get: {
    method: 'GET',
    path: '/api/v1/channels/:channelId',
    summary: 'One channel',
    auth: 'bearer',
    params: ChannelIdParams,
    response: Channel,
  },
  health: {
    method: 'GET',
    path: '/api/v1/channels/:channelId/health',
    summary:
      "The number's health at the provider: quality, messaging limit, throughput, name review, restrictions, account errors and unreadable webhooks (admins and managers)",
    auth: 'bearer',
    params: ChannelIdParams,
    response: ChannelHealth,
  },
  registrationPin: {
    method: 'GET',
    path: '/api/v1/channels/:channelId/registration-pin',
    summary:
      "The two-step verification PIN Parley registered the channel's number with (account admins only)",
    auth: 'bearer',
    params: ChannelIdParams,
    response: RegistrationPin,
  },
  createCloud: {
    method: 'POST',
    path: '/api/v1/channels',
    summary: 'Connect a Cloud API number: the token is checked with the provider before anything is saved',
    auth: 'bearer',
    body: CreateCloudChannelInput,
    response: Channel,
  },
  sandbox: {
    method: 'GET',
    path: '/api/v1/channels/sandbox',
    summary: "The built-in simulator's sandbox business, to connect a channel without a Meta account",
    auth: 'bearer',
    response: SandboxCredentials,
  },
  embeddedSignupConfig: {
    method: 'GET',
    path: '/api/v1/channels/embedded-signup',
    summary: 'How to open Embedded Signup (404 without META_APP_ID)',
    auth: 'bearer',
    response: EmbeddedSignupConfig,
  },
  completeEmbeddedSignup: {
    method: 'POST',
    path: '/api/v1/channels/embedded-signup',
    summary: "Connect the number chosen in Embedded Signup: the dialog's code becomes the business token",
    auth: 'bearer',
    body: CompleteEmbeddedSignupInput,
    response: Channel,
  },
});

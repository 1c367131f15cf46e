import { OkResponse } from '../common';
import { defineRoutes } from '../route';
import {
  CreateOutboundWebhookInput,
  OutboundWebhookDelivery,
  OutboundWebhookDeliveryList,
  OutboundWebhookDeliveryParams,
  OutboundWebhookDeliveryQuery,
  OutboundWebhookEndpoint,
  OutboundWebhookEndpointList,
  OutboundWebhookEndpointParams,
  OutboundWebhookEndpointWithSecret,
  outboundWebhookSigningNote,
  UpdateOutboundWebhookInput,
} from './outbound-webhooks.schemas';

const urlRule =
  'The URL must be HTTPS and reach a public address (a private, loopback or link-local one is refused); ' +
  'an embedded server (no DATABASE_URL) also takes plain HTTP to localhost.';

/** The account's endpoints for signed event deliveries, and each endpoint's delivery log. */
export const outboundWebhookRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/v1/outbound-webhooks',
    summary: "The account's webhook endpoints",
    auth: 'bearer',
    capability: 'manageWebhooks',
    response: OutboundWebhookEndpointList,
  },
  create: {
    method: 'POST',
    path: '/api/v1/outbound-webhooks',
    summary: 'Add a webhook endpoint; its signing secret is answered this once',
    description: `${urlRule}\n\n${outboundWebhookSigningNote}`,
    auth: 'bearer',
    capability: 'manageWebhooks',
    body: CreateOutboundWebhookInput,
    response: OutboundWebhookEndpointWithSecret,
  },
  update: {
    method: 'PATCH',
    path: '/api/v1/outbound-webhooks/:endpointId',
    summary: "Change an endpoint's URL or events, or enable or disable it",
    description: `${urlRule} Enabling an endpoint disabled for failing starts its failure count afresh.`,
    auth: 'bearer',
    capability: 'manageWebhooks',
    params: OutboundWebhookEndpointParams,
    body: UpdateOutboundWebhookInput,
    response: OutboundWebhookEndpoint,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/outbound-webhooks/:endpointId',
    summary: 'Delete an endpoint and its delivery log',
    auth: 'bearer',
    capability: 'manageWebhooks',
    params: OutboundWebhookEndpointParams,
    response: OkResponse,
  },
  rollSecret: {
    method: 'POST',
    path: '/api/v1/outbound-webhooks/:endpointId/roll-secret',
    summary: 'Replace the signing secret; the new one is answered this once',
    description: `Every try from now on is signed with the new secret; the old one stops at once.\n\n${outboundWebhookSigningNote}`,
    auth: 'bearer',
    capability: 'manageWebhooks',
    params: OutboundWebhookEndpointParams,
    response: OutboundWebhookEndpointWithSecret,
  },
  deliveries: {
    method: 'GET',
    path: '/api/v1/outbound-webhooks/:endpointId/deliveries',
    summary: "An endpoint's delivery log, newest first",
    auth: 'bearer',
    capability: 'manageWebhooks',
    params: OutboundWebhookEndpointParams,
    query: OutboundWebhookDeliveryQuery,
    response: OutboundWebhookDeliveryList,
  },
  resend: {
    method: 'POST',
    path: '/api/v1/outbound-webhooks/:endpointId/deliveries/:deliveryId/resend',
    summary: 'Send a delivery again: it is queued at once, with the same id, and retried afresh',
    auth: 'bearer',
    capability: 'manageWebhooks',
    params: OutboundWebhookDeliveryParams,
    response: OutboundWebhookDelivery,
  },
});

import { defineRoutes } from '../route';
import {
  ApiKey,
  ApiKeyInput,
  ApiKeyList,
  ApiKeyParams,
  ApiKeyRevocation,
  CreatedApiKey,
} from './api-keys.schemas';

/** Spec §7: the path family users/me/api-key. Keys belong to the account; its admins manage them. */
export const apiKeyRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/v1/users/me/api-key',
    summary: "The account's API keys, newest first, without their secrets",
    auth: 'bearer',
    capability: 'manageApiKeys',
    response: ApiKeyList,
  },
  create: {
    method: 'POST',
    path: '/api/v1/users/me/api-key',
    summary: 'Create an API key; the answer carries the key (`apiKey`) once, and never again',
    auth: 'bearer',
    capability: 'manageApiKeys',
    body: ApiKeyInput,
    response: CreatedApiKey,
  },
  revoke: {
    method: 'PATCH',
    path: '/api/v1/users/me/api-key/:apiKeyId',
    summary: 'Revoke an API key with remarks; every server process refuses it from then on',
    auth: 'bearer',
    capability: 'manageApiKeys',
    params: ApiKeyParams,
    body: ApiKeyRevocation,
    response: ApiKey,
  },
});

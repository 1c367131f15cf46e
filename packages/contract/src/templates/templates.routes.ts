import { defineRoutes } from '../route';
import {
  ChannelTemplatesParams,
  CreateTemplateInput,
  ListTemplatesQuery,
  TemplateConfig,
  TemplateCreated,
  TemplateDeleted,
  TemplateIdParams,
  TemplateList,
  TemplatesRefreshed,
} from './templates.schemas';

export const templateRoutes = defineRoutes({
  config: {
    method: 'GET',
    path: '/api/v1/template-config',
    summary:
      'The template categories, the languages templates can be written in, and the one the account wrote its newest template in',
    auth: 'bearer',
    capability: 'readTemplates',
    response: TemplateConfig,
  },
  list: {
    method: 'GET',
    path: '/api/v1/channels/:channelId/templates',
    summary: "A channel's templates as last mirrored from its provider, searched by name and filtered",
    auth: 'bearer',
    capability: 'readTemplates',
    params: ChannelTemplatesParams,
    query: ListTemplatesQuery,
    response: TemplateList,
  },
  refresh: {
    method: 'POST',
    path: '/api/v1/channels/:channelId/templates/refresh',
    summary: "Mirror the channel's templates from its provider again",
    auth: 'bearer',
    capability: 'manageTemplates',
    params: ChannelTemplatesParams,
    response: TemplatesRefreshed,
  },
  create: {
    method: 'POST',
    path: '/api/v1/channels/:channelId/templates',
    summary: 'Submit a standard or carousel template for review',
    auth: 'bearer',
    capability: 'manageTemplates',
    params: ChannelTemplatesParams,
    body: CreateTemplateInput,
    response: TemplateCreated,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/channels/:channelId/templates/:templateId',
    summary: 'Delete a template at the provider and here',
    auth: 'bearer',
    capability: 'manageTemplates',
    params: TemplateIdParams,
    response: TemplateDeleted,
  },
});

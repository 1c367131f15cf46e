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
    summary: 'The template categories and the languages templates can be written in',
    auth: 'bearer',
    response: TemplateConfig,
  },
  list: {
    method: 'GET',
    path: '/api/v1/channels/:channelId/templates',
    summary: "A channel's templates as last mirrored from its provider, searched by name and filtered",
    auth: 'bearer',
    params: ChannelTemplatesParams,
    query: ListTemplatesQuery,
    response: TemplateList,
  },
  refresh: {
    method: 'POST',
    path: '/api/v1/channels/:channelId/templates/refresh',
    summary: "Mirror the channel's templates from its provider again",
    auth: 'bearer',
    params: ChannelTemplatesParams,
    response: TemplatesRefreshed,
  },
  create: {
    method: 'POST',
    path: '/api/v1/channels/:channelId/templates',
    summary: 'Submit a standard or carousel template for review',
    auth: 'bearer',
    params: ChannelTemplatesParams,
    body: CreateTemplateInput,
    response: TemplateCreated,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/channels/:channelId/templates/:templateId',
    summary: 'Delete a template at the provider and here',
    auth: 'bearer',
    params: TemplateIdParams,
    response: TemplateDeleted,
  },
});

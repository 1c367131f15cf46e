import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context';
import { baseUrlOf, formDataOf } from '../graph/graph.routes';
import { invalidSignupLinkPage, signupPage } from './onboarding.page';
import {
  cloudTemplateMessage,
  createAppForm,
  createTemplateForm,
  loginForm,
  sessionMessageForm,
  subscriptionForm,
  templateMessageForm,
} from './partner.schemas';
import {
  appWithSignupLink,
  completeSignup,
  createApp,
  describeApp,
  login,
  signupLink,
} from './partner-apps.service';
import { requireApiKey, requireAppToken, requirePartnerApp, requirePartnerToken } from './partner-auth';
import { parseBody, registerPartnerErrorHandling } from './partner-error';
import { sendCloudTemplateMessage, sendSessionMessage, sendTemplateMessage } from './partner-send.service';
import {
  createPartnerTemplate,
  deletePartnerTemplate,
  listPartnerTemplates,
  uploadTemplateMedia,
} from './partner-templates.service';
import { addSubscription, listSubscriptions, removeSubscription } from './subscriptions.service';

type AppRoute<Params = object> = { Params: { appId: string } & Params };
type SignupRoute = { Params: { token: string } };

/**
 * The partner provider's API (apps, tokens, subscriptions, templates, sends), its messaging host's
 * `/wa/api/v1/msg`, the embedded signup page and the media links of its inbound webhooks.
 */
export async function partnerRoutes(app: FastifyInstance, context: SimulatorContext): Promise<void> {
  const { state } = context;
  registerPartnerErrorHandling(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/partner/account/login', async (request) => login(state, parseBody(loginForm, request.body)));

  app.post('/partner/app', async (request) => {
    requirePartnerToken(state, request);
    return createApp(state, parseBody(createAppForm, request.body));
  });
  app.get<AppRoute & { Querystring: { regenerate?: string } }>(
    '/partner/app/:appId/onboarding/embed/link',
    async (request) => {
      const partnerApp = requirePartnerApp(state, request, request.params.appId);
      return signupLink(state, partnerApp, request.query.regenerate === 'true', baseUrlOf(request));
    },
  );
  app.get<AppRoute>('/partner/app/:appId/details', async (request) =>
    describeApp(requirePartnerApp(state, request, request.params.appId)),
  );
  app.get<AppRoute>('/partner/app/:appId/token', async (request) => {
    const { appToken } = requirePartnerApp(state, request, request.params.appId);
    return { status: 'success', token: { token: appToken } };
  });

  app.post<AppRoute>('/partner/app/:appId/subscription', async (request) => {
    const partnerApp = requireAppToken(state, request, request.params.appId);
    return addSubscription(state, partnerApp, parseBody(subscriptionForm, request.body));
  });
  app.get<AppRoute>('/partner/app/:appId/subscription', async (request) =>
    listSubscriptions(requireAppToken(state, request, request.params.appId)),
  );
  app.delete<AppRoute<{ subscriptionId: string }>>(
    '/partner/app/:appId/subscription/:subscriptionId',
    async (request) =>
      removeSubscription(
        requireAppToken(state, request, request.params.appId),
        request.params.subscriptionId,
      ),
  );

  app.get<AppRoute>('/partner/app/:appId/templates', async (request) =>
    listPartnerTemplates(state, requireAppToken(state, request, request.params.appId)),
  );
  app.post<AppRoute>('/partner/app/:appId/templates', async (request) => {
    const partnerApp = requireAppToken(state, request, request.params.appId);
    return createPartnerTemplate(context, partnerApp, parseBody(createTemplateForm, request.body));
  });
  app.delete<AppRoute<{ elementName: string }>>(
    '/partner/app/:appId/template/:elementName',
    async (request) =>
      deletePartnerTemplate(
        context,
        requireAppToken(state, request, request.params.appId),
        request.params.elementName,
      ),
  );
  app.post<AppRoute>('/partner/app/:appId/upload/media', async (request) => {
    const partnerApp = requireAppToken(state, request, request.params.appId);
    return uploadTemplateMedia(state, partnerApp, await formDataOf(request));
  });

  app.post<AppRoute>('/partner/app/:appId/template/msg', async (request) => {
    const partnerApp = requireAppToken(state, request, request.params.appId);
    return sendTemplateMessage(context, partnerApp, parseBody(templateMessageForm, request.body));
  });
  app.post<AppRoute>('/partner/app/:appId/v3/message', async (request) => {
    const partnerApp = requireAppToken(state, request, request.params.appId);
    return sendCloudTemplateMessage(context, partnerApp, parseBody(cloudTemplateMessage, request.body));
  });
  app.post('/wa/api/v1/msg', async (request) => {
    const partnerApp = requireApiKey(state, request);
    return sendSessionMessage(context, partnerApp, parseBody(sessionMessageForm, request.body));
  });

  app.get<SignupRoute>('/partner/onboarding/:token', async (request, reply) => {
    const signup = appWithSignupLink(state, request.params.token);
    reply.type('text/html; charset=utf-8');
    return signup ? signupPage(signup) : reply.status(404).send(invalidSignupLinkPage());
  });
  app.post<SignupRoute>('/partner/onboarding/:token', async (request, reply) => {
    const signup = appWithSignupLink(state, request.params.token);
    reply.type('text/html; charset=utf-8');
    if (!signup) return reply.status(404).send(invalidSignupLinkPage());
    completeSignup(state, signup);
    return signupPage(signup);
  });

  // Like the partner's file-manager links, inbound media URLs need no credentials.
  app.get<{ Params: { mediaId: string } }>('/partner/media/:mediaId', async (request, reply) => {
    const media = state.media.get(request.params.mediaId);
    if (!media || !state.partner.appOwningNumber(media.phoneNumberId)) {
      return reply.status(404).send({ status: 'error', message: 'Media not found' });
    }
    if (state.media.interrupted(media.id)) {
      return reply.status(503).send({ status: 'error', message: 'Service temporarily unavailable' });
    }
    return reply.type(media.mimeType).send(media.bytes);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  describePhoneNumber,
  describeWaba,
  exchangeSignupCode,
  phoneNumberDefaultFields,
  registerPhoneNumber,
  subscribeApp,
  subscribedApps,
} from '../account/account.service';
import {
  connectedCatalogs,
  createProduct,
  describeProduct,
  listProducts,
  requireCatalog,
  updateProduct,
} from '../catalog/catalog.service';
import type { SimulatorContext } from '../context';
import { graphErrors, registerGraphErrorHandling } from '../graph-error';
import { createUploadSession, describeMedia, receiveUpload, uploadMedia } from '../media/media.service';
import { handleMessagesPost } from '../messages/outbound.service';
import type { SandboxPhoneNumber } from '../seed';
import {
  createTemplate,
  deleteTemplates,
  describeTemplate,
  listTemplates,
} from '../templates/templates.service';
import {
  listAppSubscriptions,
  requireAppAccessToken,
  subscribeAppFields,
  unsubscribeAppFields,
} from '../webhooks/app-subscriptions.service';
import { accessTokenOf, requireAccessToken } from './access-token';
import { servingGraphVersion } from './graph-versions';
import { nodeTypes, requirePhoneNumber, requireWaba, selectFields } from './objects';

type Query = Record<string, string | undefined>;
type WithId = { Params: { id: string }; Querystring: Query };

/** Routes that check their caller themselves: the code exchange carries the app secret, the app's edges its app token. */
const ownAuthentication = /\/(oauth\/access_token|:id\/subscriptions)$/;

/** Where the Graph routes are registered: any `/v{major}.{minor}`, checked against Meta's versions on each call. */
export const graphVersionPrefix = '/:graphVersion(^v\\d+\\.\\d+$)';

/** Graph API routes, registered under `graphVersionPrefix`. */
export async function graphRoutes(app: FastifyInstance, context: SimulatorContext): Promise<void> {
  const { state } = context;
  registerGraphErrorHandling(app);
  // Raw bytes for multipart media uploads and resumable-upload chunks; JSON keeps Fastify's parser.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request, reply) => {
    const [version = '', ...rest] = pathSegmentsOf(request);
    const serving = servingGraphVersion(version);
    if (!serving) throw graphErrors.unknownPath(`/${rest.join('/')}`);
    reply.header('facebook-api-version', serving);
    if (!ownAuthentication.test(request.routeOptions.url ?? '')) requireAccessToken(state, request);
  });
  const edges = new Set<string>();
  app.addHook('onRoute', (route) => {
    const edge = /\/:id\/([^/:]+)$/.exec(route.url)?.[1];
    if (edge) edges.add(edge);
  });
  app.setNotFoundHandler(async (request) => {
    const [, id = '', ...rest] = pathSegmentsOf(request);
    if (rest.length === 0 || (rest.length === 1 && edges.has(rest[0] ?? ''))) {
      throw graphErrors.unsupportedRequest(id, request.method);
    }
    throw graphErrors.unknownPath(`/${rest.join('/')}`);
  });

  const phoneNumberNode = (phone: SandboxPhoneNumber, fields: string | undefined) =>
    selectFields(describePhoneNumber(state, phone), fields, phoneNumberDefaultFields, nodeTypes.phoneNumber);

  app.get<{ Querystring: Query }>('/oauth/access_token', async (request) =>
    exchangeSignupCode(state, request.query),
  );

  app.post<WithId>('/:id/messages', async (request) => {
    const answer = handleMessagesPost(
      context,
      requirePhoneNumber(state, request.params.id, 'post'),
      request.body,
    );
    // Wall-clock time, as a network's: the simulated clock moves only when a test says so.
    const delay = state.config.sendAnswerDelayMs;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return answer;
  });

  app.post<WithId>('/:id/media', async (request) => {
    const phone = requirePhoneNumber(state, request.params.id, 'post');
    return uploadMedia(state, phone, await formDataOf(request), request.query);
  });

  app.post<WithId>('/:id/uploads', async (request) =>
    createUploadSession(state, request.params.id, request.query),
  );

  app.post<WithId>('/:id/register', async (request) =>
    registerPhoneNumber(state, requirePhoneNumber(state, request.params.id, 'post'), request.body),
  );

  app.get<WithId>('/:id/phone_numbers', async (request) => {
    requireWaba(state, request.params.id, 'get');
    const data = state.seed.business.phoneNumbers.map((phone) =>
      phoneNumberNode(phone, request.query.fields),
    );
    return { data, paging: { cursors: { before: 'QVFIUk', after: 'QVFIUk' } } };
  });

  app.get<WithId>('/:id/subscribed_apps', async (request) =>
    subscribedApps(state, requireWaba(state, request.params.id, 'get')),
  );
  app.post<WithId>('/:id/subscribed_apps', async (request) =>
    subscribeApp(state, requireWaba(state, request.params.id, 'post'), request.body),
  );
  app.delete<WithId>('/:id/subscribed_apps', async (request) => {
    state.subscribedApps.get(requireWaba(state, request.params.id, 'delete'))?.delete(state.seed.app.appId);
    return { success: true };
  });

  /** The call's parameters (query and JSON body), once its app and app token are checked. */
  const authorizedAppParams = (request: FastifyRequest<WithId>) => {
    requireAppAccessToken(state, request.params.id, request.method, accessTokenOf(request));
    return paramsOf(request);
  };
  app.get<WithId>('/:id/subscriptions', async (request, reply) => {
    authorizedAppParams(request);
    return listAppSubscriptions(state, String(reply.getHeader('facebook-api-version')));
  });
  app.post<WithId>('/:id/subscriptions', async (request) =>
    subscribeAppFields(state, authorizedAppParams(request)),
  );
  app.delete<WithId>('/:id/subscriptions', async (request) =>
    unsubscribeAppFields(state, authorizedAppParams(request)),
  );

  app.get<WithId>('/:id/message_templates', async (request) =>
    listTemplates(
      context,
      requireWaba(state, request.params.id, 'get'),
      request.query,
      `${baseUrlOf(request)}${request.url}`,
    ),
  );
  app.post<WithId>('/:id/message_templates', async (request) =>
    createTemplate(context, requireWaba(state, request.params.id, 'post'), request.body),
  );
  app.delete<WithId>('/:id/message_templates', async (request) =>
    deleteTemplates(context, requireWaba(state, request.params.id, 'delete'), request.query),
  );

  app.get<WithId>('/:id/product_catalogs', async (request) =>
    connectedCatalogs(state, requireWaba(state, request.params.id, 'get')),
  );
  app.get<WithId>('/:id/products', async (request) =>
    listProducts(requireCatalog(state, request.params.id, 'get'), request.query, baseUrlOf(request)),
  );
  app.post<WithId>('/:id/products', async (request) =>
    createProduct(state, requireCatalog(state, request.params.id, 'post'), paramsOf(request)),
  );

  app.get<WithId>('/:id', async (request) => {
    const { id } = request.params;
    const phone = state.phoneNumber(id);
    if (phone) {
      return phoneNumberNode(phone, request.query.fields);
    }
    if (id === state.seed.business.wabaId)
      return selectFields(describeWaba(state), request.query.fields, ['name'], nodeTypes.businessAccount);
    const media = ownedMedia(context, id, request.query);
    if (media && state.media.interrupted(media.id)) throw graphErrors.temporarilyUnavailable();
    if (media) return describeMedia(state, media, baseUrlOf(request));
    const template = state.templates.get(id);
    if (template) return describeTemplate(template, request.query.fields);
    const product = state.catalogs.product(id)?.product;
    if (product) return describeProduct(product, baseUrlOf(request), request.query.fields);
    throw graphErrors.unsupportedRequest(id, 'get');
  });

  app.delete<WithId>('/:id', async (request) => {
    if (state.catalogs.product(request.params.id)) {
      state.catalogs.remove(request.params.id);
      return { success: true };
    }
    const media = ownedMedia(context, request.params.id, request.query);
    if (!media) throw graphErrors.unsupportedRequest(request.params.id, 'delete');
    state.media.remove(media.id);
    return { success: true };
  });

  app.post<WithId>('/:id', async (request) => {
    const product = state.catalogs.product(request.params.id)?.product;
    if (product) return updateProduct(product, paramsOf(request));
    if (!request.params.id.startsWith('upload:'))
      throw graphErrors.unsupportedRequest(request.params.id, 'post');
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return receiveUpload(state, request.params.id, request.headers.file_offset, body);
  });
}

/** `?phone_number_id=` makes the call fail unless the media belongs to that number. */
function ownedMedia({ state }: SimulatorContext, id: string, query: Query) {
  const media = state.media.get(id);
  if (!media || (query.phone_number_id && query.phone_number_id !== media.phoneNumberId)) return undefined;
  return media;
}

export async function formDataOf(request: FastifyRequest): Promise<FormData> {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) {
    throw graphErrors.invalidParameter('Upload must be multipart/form-data with a file field');
  }
  try {
    // Fastify buffers the body in an ArrayBuffer (never shared), which is what Response takes.
    const bytes = new Uint8Array(
      request.body.buffer as ArrayBuffer,
      request.body.byteOffset,
      request.body.byteLength,
    );
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw graphErrors.invalidParameter('Malformed multipart body');
  }
}

/** A Graph call's parameters, which callers may give in the query string or the JSON body. */
function paramsOf(request: FastifyRequest<WithId>): Record<string, unknown> {
  return { ...request.query, ...(isObject(request.body) ? request.body : {}) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Buffer.isBuffer(value);
}

/** `/v24.0/123/messages?x=1` → `['v24.0', '123', 'messages']`. */
function pathSegmentsOf(request: FastifyRequest): string[] {
  return (request.url.split('?')[0] ?? '').split('/').filter(Boolean);
}

export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

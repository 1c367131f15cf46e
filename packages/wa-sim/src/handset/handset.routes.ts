import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimulatorContext } from '../context';
import { ControlError } from '../control/control-error';
import type { SimulatorState } from '../state';
import { handsetPage, handsetScript, handsetStyles } from './assets';
import { tapBody, tapReply } from './replies';
import { connectedCatalog, wholeShop } from './shop-view';
import { chatsView, threadView } from './thread';
import { streamViews } from './view-stream';

const waId = z.string().regex(/^\d{7,15}$/, 'must be digits only');
const selectionQuery = z.object({ phoneNumberId: z.string().min(1).optional(), waId: waId.optional() });
const threadQuery = z.object({ phoneNumberId: z.string().min(1), waId });

/**
 * The handset page under `/handset`: a person plays the simulated customers. It reads the simulator's
 * own state, and the customer's messages go through the control API like a test's would.
 */
export async function handsetRoutes(app: FastifyInstance, context: SimulatorContext): Promise<void> {
  const { state } = context;
  app.setErrorHandler((error: FastifyError | ControlError, _request, reply) => {
    const statusCode = error instanceof ControlError ? error.statusCode : (error.statusCode ?? 500);
    return reply.status(statusCode).send({ error: error.message });
  });
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(handsetPage));
  app.get('/handset.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(await handsetScript()),
  );
  app.get('/handset.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(await handsetStyles()),
  );

  app.get<{ Params: { mediaId: string } }>('/media/:mediaId', async (request, reply) => {
    const media = state.media.get(request.params.mediaId);
    if (!media) throw new ControlError(`no media ${request.params.mediaId}`, 404);
    return reply.type(media.mimeType).send(media.bytes);
  });

  app.get('/api/chats', async (request) => {
    const { phoneNumberId } = parse(selectionQuery, request.query);
    return chatsView(state, numberOrFirst(state, phoneNumberId));
  });

  app.get('/api/thread', async (request) => {
    const { phoneNumberId, waId } = parse(threadQuery, request.query);
    return threadView(state, numberOrFirst(state, phoneNumberId), waId);
  });

  app.get('/api/shop', async (request) => {
    const { phoneNumberId } = parse(selectionQuery, request.query);
    const catalog = connectedCatalog(state, numberOrFirst(state, phoneNumberId));
    if (!catalog) throw new ControlError("No catalog is connected to this number's business account", 404);
    return wholeShop(catalog, 'Shop');
  });

  app.post('/api/replies', async (request) => ({ message: tapReply(context, parse(tapBody, request.body)) }));

  app.get('/events', async (request, reply) => {
    const query = parse(selectionQuery, request.query);
    const phoneNumberId = numberOrFirst(state, query.phoneNumberId);
    streamViews(request, reply, () => ({
      chats: chatsView(state, phoneNumberId),
      ...(query.waId ? { thread: threadView(state, phoneNumberId, query.waId) } : {}),
    }));
  });
}

function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new ControlError(z.prettifyError(parsed.error));
  return parsed.data;
}

/** A sandbox phone number id, the first one when none is given. */
function numberOrFirst(state: SimulatorState, phoneNumberId: string | undefined): string {
  const phone = phoneNumberId ? state.phoneNumber(phoneNumberId) : state.seed.business.phoneNumbers[0];
  if (!phone) throw new ControlError(`unknown phoneNumberId ${phoneNumberId}`, 404);
  return phone.phoneNumberId;
}

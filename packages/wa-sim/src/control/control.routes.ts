import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mintSignupCode } from '../account/account.service';
import { sandboxProductImage } from '../catalog/catalog.store';
import type { SimulatorContext } from '../context';
import { changeNumberHealth, messagingLimitTiers } from '../health/number-health.service';
import { customerMessageBody } from '../messages/inbound.schemas';
import { receiveCustomerMessage } from '../messages/inbound.service';
import { verifyCallback } from '../webhooks/verify-callback';
import { ControlError } from './control-error';

const webhookBody = z.object({ url: z.url(), verifyToken: z.string().min(1) });

const numberHealthBody = z.object({
  qualityRating: z.enum(['GREEN', 'YELLOW', 'RED']).optional(),
  messagingLimitTier: z.enum(messagingLimitTiers).optional(),
});

/** Any account-level webhook of the sandbox business (`account_update`, `messages` with `errors`, …), as given. */
const accountWebhookBody = z.object({
  field: z.string().min(1),
  value: z.record(z.string(), z.unknown()),
});

const configBody = z.object({
  /** JSON has no Infinity: `null` lifts the limit. */
  messagesPerSecond: z.number().positive().nullable().optional(),
  statusDelaysMs: z.object({ delivered: z.number().min(0), read: z.number().min(0) }).optional(),
  webhookRetry: z.object({ attempts: z.number().int().min(1), baseDelayMs: z.number().min(0) }).optional(),
  chaos: z.object({ duplicates: z.boolean(), outOfOrder: z.boolean() }).optional(),
  templateReviewDelayMs: z.number().min(0).optional(),
  sendAnswerDelayMs: z.number().min(0).max(60_000).optional(),
});

/** The simulator's own control API under `/_sim`, for tests, the handset page and benchmarks. */
export async function controlRoutes(app: FastifyInstance, context: SimulatorContext): Promise<void> {
  const { state } = context;
  app.setErrorHandler((error: FastifyError | ControlError, _request, reply) => {
    const statusCode = error instanceof ControlError ? error.statusCode : (error.statusCode ?? 500);
    return reply.status(statusCode).send({ error: error.message });
  });

  app.post<{ Params: { appId: string } }>('/apps/:appId/webhook', async (request) => {
    if (request.params.appId !== state.seed.app.appId) throw new ControlError('unknown app id', 404);
    const { url, verifyToken } = parse(webhookBody, request.body);
    const failure = await verifyCallback(url, verifyToken);
    if (failure) throw new ControlError(failure);
    state.callback.url = url;
    state.callback.verifyToken = verifyToken;
    return { success: true };
  });

  app.post<{ Params: { waId: string } }>('/customers/:waId/messages', async (request) => {
    const { phoneNumberId, message, ...origin } = parse(customerMessageBody, request.body);
    const phone = state.phoneNumber(phoneNumberId);
    if (!phone) throw new ControlError(`unknown phoneNumberId ${phoneNumberId}`, 404);
    return { message: receiveCustomerMessage(context, phone, request.params.waId, message, origin) };
  });

  app.post<{ Params: { phoneNumberId: string } }>('/phone-numbers/:phoneNumberId/health', async (request) => {
    const phone = state.phoneNumber(request.params.phoneNumberId);
    if (!phone) throw new ControlError(`unknown phoneNumberId ${request.params.phoneNumberId}`, 404);
    return changeNumberHealth(context, phone, parse(numberHealthBody, request.body));
  });

  app.post('/business/webhooks', async (request) => {
    const { field, value } = parse(accountWebhookBody, request.body);
    context.webhooks.emit(field, value, Math.floor(state.now() / 1000));
    return { success: true };
  });

  app.get<{ Querystring: { phoneNumberId?: string; to?: string } }>('/sent', async (request) => {
    const { phoneNumberId, to } = request.query;
    const data = [...state.sent.values()].filter(
      (message) =>
        (!phoneNumberId || message.phoneNumberId === phoneNumberId) &&
        (!to || message.waId === to.replace(/\D/g, '')),
    );
    return { data };
  });

  // How many a number has sent, without the messages: cheap enough to poll during a long campaign.
  app.get<{ Querystring: { phoneNumberId?: string } }>('/sent/count', async (request) => {
    const { phoneNumberId } = request.query;
    let count = 0;
    for (const message of state.sent.values())
      if (!phoneNumberId || message.phoneNumberId === phoneNumberId) count++;
    return { count };
  });

  app.get<{ Querystring: { phoneNumberId?: string; from?: string } }>('/received', async (request) => {
    const { phoneNumberId, from } = request.query;
    const data = [...state.received.values()].filter(
      (message) =>
        (!phoneNumberId || message.phoneNumberId === phoneNumberId) && (!from || message.from === from),
    );
    return { data };
  });

  // Meta keeps a customer's media for a limited time (reference §6): this forgets one now.
  app.post<{ Params: { mediaId: string } }>('/media/:mediaId/expire', async (request) => {
    if (!state.media.remove(request.params.mediaId)) throw new ControlError('unknown media id', 404);
    return { success: true };
  });

  app.post<{ Params: { mediaId: string } }>('/media/:mediaId/outage', async (request) => {
    const { requests } = parse(z.object({ requests: z.number().int().min(1) }), request.body);
    if (!state.media.get(request.params.mediaId)) throw new ControlError('unknown media id', 404);
    state.media.interrupt(request.params.mediaId, requests);
    return { success: true };
  });

  app.get<{ Params: { file: string } }>('/catalog/images/:file', async (request, reply) => {
    const image = sandboxProductImage(request.params.file.replace(/\.svg$/, ''));
    if (!image) throw new ControlError('No such picture', 404);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(image);
  });

  app.get('/webhooks', async () => ({ data: state.webhookLog }));

  app.get('/config', async () => state.config);

  app.post('/config', async (request) => {
    const { messagesPerSecond, ...rest } = parse(configBody, request.body);
    Object.assign(state.config, rest);
    if (messagesPerSecond !== undefined) {
      state.config.messagesPerSecond = messagesPerSecond ?? Number.POSITIVE_INFINITY;
      state.rateLimiter.setLimit(state.config.messagesPerSecond);
    }
    return state.config;
  });

  app.post('/clock', async (request) => {
    const { advanceMs } = parse(z.object({ advanceMs: z.number().int().min(0) }), request.body);
    state.advanceClock(advanceMs);
    return { now: new Date(state.now()).toISOString() };
  });

  app.post('/reset', async () => {
    state.reset();
    return { success: true };
  });

  app.post('/embedded-signup/codes', async () => mintSignupCode(state));
}

function parse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ControlError(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

import Fastify from 'fastify';
import { resolveConfig, type SimulatorOptions } from './config';
import type { SimulatorContext } from './context';
import { controlRoutes } from './control/control.routes';
import { embeddedSignupRoutes } from './embedded-signup/dialog.routes';
import { accessTokenOf } from './graph/access-token';
import { graphRoutes, graphVersionPrefix } from './graph/graph.routes';
import { servedGraphVersions } from './graph/graph-versions';
import { handsetRoutes } from './handset/handset.routes';
import { resolveDownload } from './media/media.service';
import { partnerRoutes } from './partner/partner.routes';
import { partnerControlRoutes } from './partner/partner-control.routes';
import { reroutePartnerEvents } from './partner/partner-reroute';
import { type SandboxSeed, sandboxSeed } from './seed';
import { SimulatorState } from './state';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';

export interface Simulator {
  url: string;
  /** `url` + `/` + graphVersion: what an adapter uses in place of https://graph.facebook.com/{version}. */
  graphUrl: string;
  seed: SandboxSeed;
  /** Simulated time in ms: the wall clock plus whatever `POST /_sim/clock` moved it on. */
  now(): number;
  close(): Promise<void>;
}

const maxUploadBytes = 101 * 1024 * 1024;

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const seed = options.seed ?? sandboxSeed();
  const graphVersion = options.graphVersion ?? 'v23.0';
  if (!servedGraphVersions.includes(graphVersion)) {
    throw new Error(`graphVersion must be one Meta serves: ${servedGraphVersions.join(', ')}`);
  }
  const state = new SimulatorState(seed, resolveConfig(options));
  const webhooks = new WebhookDispatcher(state);
  const context: SimulatorContext = { state, webhooks };

  // A stopping simulator drops its connections at once: Parley's keep-alive sockets would hold it open.
  const app = Fastify({ bodyLimit: maxUploadBytes, forceCloseConnections: true });
  await app.register(graphRoutes, { ...context, prefix: graphVersionPrefix });
  await app.register(controlRoutes, { ...context, prefix: '/_sim' });
  await app.register(partnerRoutes, context);
  await app.register(partnerControlRoutes, { ...context, prefix: '/_sim' });
  webhooks.setReroute(reroutePartnerEvents(context, () => app.listeningOrigin));
  await app.register(embeddedSignupRoutes, context);
  await app.register(handsetRoutes, { ...context, prefix: '/handset' });
  app.get<{ Querystring: Record<string, unknown> }>(
    '/whatsapp_business/attachments/',
    async (request, reply) => {
      const token = accessTokenOf(request);
      if (!token || !state.tokens.has(token)) return reply.status(401).send('Unauthorized');
      const media = resolveDownload(state, request.query);
      if (!media) return reply.status(404).send('Not Found');
      return reply.type(media.mimeType).send(media.bytes);
    },
  );

  const url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  return {
    url,
    graphUrl: `${url}/${graphVersion}`,
    seed,
    now: () => state.now(),
    async close() {
      webhooks.close();
      state.scheduler.clear();
      await app.close();
    },
  };
}

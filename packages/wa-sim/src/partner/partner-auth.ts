import type { FastifyRequest } from 'fastify';
import type { SimulatorState } from '../state';
import type { PartnerApp } from './partner.store';
import { partnerErrors } from './partner-error';

/** A call made as the partner account (partner token) about one of its apps. */
export function requirePartnerApp(state: SimulatorState, request: FastifyRequest, appId: string): PartnerApp {
  requirePartnerToken(state, request);
  return requireApp(state, appId);
}

export function requirePartnerToken(state: SimulatorState, request: FastifyRequest): void {
  const token = tokenOf(request);
  if (!token || !state.partner.partnerTokenValid(token, state.now())) throw partnerErrors.unauthorized();
}

/** An app-level call: only that app's own token opens it. */
export function requireAppToken(state: SimulatorState, request: FastifyRequest, appId: string): PartnerApp {
  const app = requireApp(state, appId);
  if (tokenOf(request) !== app.appToken) throw partnerErrors.unauthorized();
  return app;
}

/** The messaging host authenticates with the app's API key in an `apikey` header. */
export function requireApiKey(state: SimulatorState, request: FastifyRequest): PartnerApp {
  const apiKey = request.headers.apikey;
  const app = typeof apiKey === 'string' ? state.partner.appWithApiKey(apiKey) : undefined;
  if (!app) throw partnerErrors.authenticationFailed();
  return app;
}

function requireApp(state: SimulatorState, appId: string): PartnerApp {
  const app = state.partner.app(appId);
  if (!app) throw partnerErrors.appNotFound(appId);
  return app;
}

/** The token travels raw, without "Bearer", in a `token` or an `Authorization` header. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token ?? request.headers.authorization;
  return typeof header === 'string' && header ? header : undefined;
}

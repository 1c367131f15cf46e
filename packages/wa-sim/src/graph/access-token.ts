import type { FastifyRequest } from 'fastify';
import { graphErrors } from '../graph-error';
import type { SimulatorState } from '../state';

/** Graph accepts `Bearer` and `OAuth` schemes, or an `access_token` query parameter. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const fromHeader = header?.match(/^(?:Bearer|OAuth)\s+(\S+)$/i)?.[1];
  if (fromHeader) return fromHeader;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.access_token === 'string' ? query.access_token : undefined;
}

export function requireAccessToken(state: SimulatorState, request: FastifyRequest): void {
  const token = accessTokenOf(request);
  if (!token) throw graphErrors.invalidToken('An active access token must be used to query this endpoint.');
  if (!state.tokens.has(token))
    throw graphErrors.invalidToken('Invalid OAuth access token - Cannot parse access token');
}

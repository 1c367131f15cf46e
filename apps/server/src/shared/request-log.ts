import type { FastifyRequest } from 'fastify';

/**
 * A request as the log shows it: its path without the query string, whose values may be a
 * customer's name searched for or a secret (the webhook handshake's verify token), which the log
 * must not hold (architecture §7).
 */
export function requestForLog(request: FastifyRequest) {
  const queryStart = request.url.indexOf('?');
  return {
    method: request.method,
    url: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
    remoteAddress: request.ip,
  };
}

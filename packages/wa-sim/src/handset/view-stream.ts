import type { FastifyReply, FastifyRequest } from 'fastify';

const refreshMs = 300;

/**
 * Server-Sent Events: each named view once on connect, then again whenever it changes. The simulator
 * keeps no change feed, so the stream recomputes the views, which is cheap at a simulator's scale.
 */
export function streamViews(
  request: FastifyRequest,
  reply: FastifyReply,
  views: () => Record<string, unknown>,
) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const lastSent = new Map<string, string>();
  const push = () => {
    for (const [event, view] of Object.entries(views())) {
      const data = JSON.stringify(view);
      if (lastSent.get(event) === data) continue;
      lastSent.set(event, data);
      reply.raw.write(`event: ${event}\ndata: ${data}\n\n`);
    }
  };
  push();
  const timer = setInterval(push, refreshMs);
  request.raw.on('close', () => clearInterval(timer));
}

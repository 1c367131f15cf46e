import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@parley/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app when there is one: hashed assets cached for good, and every page URL
 * answered with index.html so the app's router shows the page (or its own 404 screen).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing asset or API path is a real 404; any other page is the app's to route.
    const isPage = !/^\/(api|webhooks|assets)\//.test(path) && !/\.\w+$/.test(path);
    if (hasWebApp && request.method === 'GET' && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      message: errorMessages.NOT_FOUND,
      code: 'NOT_FOUND',
      details: { method: request.method, path },
    });
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

const metaSdk = 'https://connect.facebook.net';
const metaDialogs = 'https://*.facebook.com';

/**
 * Security headers on every answer (architecture §7). The built web app runs no inline script, so
 * scripts come from Parley alone, plus Meta's SDK for Embedded Signup (its dialog is a facebook.com
 * frame). Styles allow 'unsafe-inline': MUI's emotion writes <style> elements at run time, and the
 * index.html is static, so there is no per-page nonce to give it; inline style cannot run code.
 * With the built-in simulator, the chatbot builder's test run frames the simulator's handset.
 * Pictures may come from any https address: a catalog's product images live on the business's own
 * hosts (the built-in simulator's seeded ones on its origin).
 *
 * The headers are the same for every answer, so helmet works them out once, at start, rather than
 * on each request. A route whose answers only servers read leaves them off (`securityHeaders: false`).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const handset = config.whatsApp.sandbox ? [new URL(config.whatsApp.sandbox.handsetUrl).origin] : [];
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", metaSdk],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...handset],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", metaDialogs],
        frameSrc: [metaDialogs, ...handset],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // Embedded Signup opens Meta's dialog (the simulator's, offline) in a popup that answers the
    // page by postMessage through window.opener; 'same-origin' would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Parley may be served over plain HTTP (embedded mode, a LAN): HSTS is sent only over HTTPS, below.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.securityHeaders === false) return;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
  app.addHook('onSend', async (request, reply) => {
    // `protocol` reads X-Forwarded-Proto only when TRUST_PROXY is on.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

/** The headers helmet sets with these options, as it would set them on an answer. */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const answer = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

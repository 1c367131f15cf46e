import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const handset = config.whatsApp.sandbox ? [new URL(config.whatsApp.sandbox.handsetUrl).origin] : [];
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    // `protocol` reads X-Forwarded-Proto only when TRUST_PROXY is on.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

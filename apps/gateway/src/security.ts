import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Third parties our pages embed: map tiles (profiles) and the tutorial video player. */
const FRAME_SOURCES = [
  'https://www.openstreetmap.org',
  'https://maps.google.com',
  'https://www.google.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
];

/**
 * Security headers on every response. Pages may not be framed (`frame-ancestors 'none'`), except `/embed/*`,
 * the artist card any site may put in an iframe (it carries no signed-in state).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...FRAME_SOURCES],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/embed/')) return;
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    reply.removeHeader('x-frame-options');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}

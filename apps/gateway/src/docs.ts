import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';
import { gatewayPaths, withGatewayAnswers } from './own-docs';
import { upstreams, upstreamUrl } from './routes';

interface OpenApiDocument {
  paths?: Record<string, Record<string, object>>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * GET /api/docs: one OpenAPI document merged from every service's /openapi.json (generated from the zod route
 * schemas), with the gateway's own routes and, on every operation, what the gateway itself may answer. A service that is down is listed under `x-unavailable` instead of failing the whole document.
 */
export function registerDocs(app: FastifyInstance, config: GatewayConfig) {
  app.get('/api/docs', async () => {
    const paths: Record<string, Record<string, object>> = { ...gatewayPaths };
    const schemas: Record<string, unknown> = {};
    const unavailable: string[] = [];
    await Promise.all(
      upstreams.map(async ({ service }) => {
        try {
          const res = await fetch(new URL('/openapi.json', upstreamUrl(config, service)), {
            signal: AbortSignal.timeout(2_000),
          });
          const doc = (await res.json()) as OpenApiDocument;
          Object.assign(paths, doc.paths);
          Object.assign(schemas, doc.components?.schemas);
        } catch {
          unavailable.push(service);
        }
      }),
    );
    return {
      openapi: '3.0.3',
      info: {
        title: 'Inkbook API',
        version: '1.0.0',
        description: 'Every public route, through the gateway.',
      },
      paths: Object.fromEntries(
        Object.entries(paths)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([path, methods]) => [
            path,
            Object.fromEntries(
              Object.entries(methods).map(([method, op]) => [method, withGatewayAnswers(op)]),
            ),
          ]),
      ),
      components: { schemas },
      ...(unavailable.length ? { 'x-unavailable': unavailable.sort() } : {}),
    };
  });
}

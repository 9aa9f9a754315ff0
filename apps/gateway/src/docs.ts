import { dataExportRoutes } from '@inkbook/contracts/data-export';
import type { RouteContract } from '@inkbook/contracts/route';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GatewayConfig } from './config';
import { gatewayPaths, withGatewayAnswers } from './own-docs';
import { upstreams, upstreamUrl } from './routes';

interface OpenApiDocument {
  paths?: Record<string, Record<string, object>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The answers of the gateway's own routes: JSON, but for a file's 200 (its content type named here). */
const ownRoutes: { route: RouteContract; file: string }[] = [
  { route: dataExportRoutes.download, file: 'application/zip' },
];

/** A route the gateway answers itself, documented from its contract as the services' routes are. */
const documented = ({ route, file }: (typeof ownRoutes)[number]) => ({
  [route.method.toLowerCase()]: {
    tags: route.tags,
    summary: route.summary,
    responses: Object.fromEntries(
      Object.entries(route.response).map(([status, schema]) => [
        status,
        {
          description: status === '200' ? 'OK' : 'Error',
          content: {
            [status === '200' ? file : 'application/json']: {
              schema: z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' }),
            },
          },
        },
      ]),
    ),
  },
});

const ownPaths = Object.fromEntries(ownRoutes.map((own) => [own.route.path, documented(own)]));

/**
 * GET /api/docs: one OpenAPI document merged from every service's /openapi.json (generated from the zod route
 * schemas), with the gateway's own routes and, on every operation, what the gateway itself may answer. A service that is down is listed under `x-unavailable` instead of failing the whole document.
 */
export function registerDocs(app: FastifyInstance, config: GatewayConfig) {
  app.get('/api/docs', async () => {
    const paths: Record<string, Record<string, object>> = { ...gatewayPaths, ...ownPaths };
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

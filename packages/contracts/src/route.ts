import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a route lives, without its schemas: the web builds its calls from endpoints (each domain's
 * `*-endpoints.ts`), so a screen that only calls the API never loads zod; the route contract spreads the same
 * endpoint, so a method and a path are written once.
 */
export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string> {
  method: M;
  path: P;
}

export const endpoint = <const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
): Endpoint<M, P> => ({
  method,
  path,
});

/** A path with its `:params` filled in, each encoded. */
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * One HTTP route as both sides see it: the service registers it from these schemas (service-kit's `registerRoute`:
 * Fastify's zod type provider validates the request and documents it in OpenAPI) and the web types its calls from
 * them. Keys follow Fastify's route schema names.
 */
export interface RouteContract extends Endpoint {
  summary?: string;
  /** OpenAPI tags (auth's and media's routes are grouped). */
  tags?: string[];
  /** Left out of the OpenAPI document: `/internal/*` routes, file routes, and a second service's copy of a route. */
  hide?: boolean;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** Status code → body schema. */
  response: Record<number, z.ZodType>;
}

/** Keeps each contract's literal types (path, schemas) while checking it is a RouteContract. */
export const defineRoute = <const R extends RouteContract>(route: R): R => route;

/** The schema part of a contract, ready for Fastify's `schema` option (its types kept, so handlers are typed). */
export const routeSchema = <const R extends RouteContract>({ method: _method, path: _path, ...schema }: R) =>
  schema as Omit<R, 'method' | 'path'>;

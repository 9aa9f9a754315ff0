import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP route as both sides see it: the service registers it with these schemas (Fastify's zod type
 * provider validates the request and documents it in OpenAPI) and the web types its fetcher from them.
 * Keys follow Fastify's route schema names so a contract can be spread into `schema`.
 */
export interface RouteContract {
  method: HttpMethod;
  path: string;
  summary?: string;
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

import type { RouteContract } from '@inkbook/contracts/route';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceApp } from './service-app';

/** A contract's Fastify schema: everything but where the route lives. */
type SchemaOf<R extends RouteContract> = Omit<R, 'method' | 'path'>;

/** A route of this contract as Fastify types it: the request and the reply (status → body) typed from the schemas. */
type ContractRoute<R extends RouteContract> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<R>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** A handler whose request (params, query, body) and reply (status → body) are typed from the contract. */
export type ContractHandler<R extends RouteContract> = ContractRoute<R>['handler'];

/** Fastify's per-route options a route may add (bodyLimit, config, preValidation...); never its schema or path. */
export type ContractRouteOptions<R extends RouteContract> = Omit<ContractRoute<R>, 'schema' | 'handler'>;

/** Marks, in a route's config, the contract it came from (createServiceApp refuses routes without one). */
const FROM_CONTRACT = Symbol('inkbook.routeContract');

/**
 * The one way a service adds a route: method, path, and the params, query, body and response schemas all come from
 * the contract, so validation, the OpenAPI document and the handler's types cannot drift from what the web calls.
 */
export function registerRoute<const R extends RouteContract>(
  app: ServiceApp,
  contract: R,
  handler: ContractHandler<R>,
): void;
export function registerRoute<const R extends RouteContract>(
  app: ServiceApp,
  contract: R,
  options: ContractRouteOptions<R>,
  handler: ContractHandler<R>,
): void;
export function registerRoute<const R extends RouteContract>(
  app: ServiceApp,
  contract: R,
  ...args: [ContractHandler<R>] | [ContractRouteOptions<R>, ContractHandler<R>]
): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  const { method, path, ...schema } = contract;
  app.route({
    ...(options as Partial<RouteOptions>),
    method,
    url: path,
    schema,
    config: { ...options.config, [FROM_CONTRACT]: contract } as RouteOptions['config'],
    handler: handler as RouteOptions['handler'],
  });
}

/** The contract a route was registered from, or undefined when it was added some other way. */
export const contractOf = (route: Pick<RouteOptions, 'config'>): RouteContract | undefined =>
  (route.config as Record<symbol, RouteContract> | undefined)?.[FROM_CONTRACT];

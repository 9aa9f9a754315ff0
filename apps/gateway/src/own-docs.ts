import { errorBodySchema } from '@inkbook/contracts/errors';
import { eventEndpoints } from '@inkbook/contracts/event-endpoints';
import { geocodeRoutes } from '@inkbook/contracts/geocode';
import { z } from 'zod';

type Schema = Record<string, unknown>;
type Operation = { requestBody?: unknown; responses?: Record<string, unknown> };

const openApi = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Schema;

const json = (schema: Schema, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(openApi(errorBodySchema, 'output'), description);

/** Query parameters as OpenAPI lists them: one per property of the contract's query object. */
function queryParameters(schema: z.ZodType) {
  const { properties = {}, required = [] } = openApi(schema, 'input') as {
    properties?: Record<string, Schema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    in: 'query',
    name,
    required: required.includes(name),
    schema: property,
  }));
}

const search = geocodeRoutes.search;

/** The routes the gateway answers itself (DESIGN §1), documented beside the services' own. */
export const gatewayPaths: Record<string, Record<string, Operation>> = {
  [eventEndpoints.stream.path]: {
    get: {
      summary: 'Live events the signed-in user may see (Server-Sent Events)',
      tags: ['gateway'],
      responses: {
        200: {
          description: 'An event stream',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
        401: error('Not signed in'),
        429: error('Too many streams open for this session'),
        503: error('Live events are not available'),
      },
    } as Operation,
  },
  [search.path]: {
    get: {
      summary: search.summary,
      tags: ['gateway'],
      parameters: queryParameters(search.querystring),
      responses: Object.fromEntries(
        Object.entries(search.response).map(([status, schema]) => [
          status,
          json(openApi(schema, 'output'), status === '200' ? 'Address suggestions' : 'Refused'),
        ]),
      ),
    } as Operation,
  },
};

/**
 * What the gateway itself may answer on any API route, before the service sees the request: a URL that is not valid
 * (400: it does not decode, or climbs a directory), one longer than any route takes (414), its per-address request
 * limit (429), and a body over the route's limit (413).
 */
export function withGatewayAnswers(operation: Operation): Operation {
  const answers: Record<string, unknown> = {
    400: error('The URL is not valid'),
    414: error('The URL is too long'),
    429: error('Too many requests'),
    ...(operation.requestBody ? { 413: error('Request body is too large') } : {}),
  };
  return { ...operation, responses: { ...answers, ...operation.responses } };
}

import type { Identity } from '@inkbook/contracts/identity';
import { IDEMPOTENCY_KEY_HEADER } from '@inkbook/contracts/inquiry-endpoints';
import { idempotencyKeySchema } from '@inkbook/contracts/inquiry-routes';
import { badRequest } from '@inkbook/service-kit';
import type { FastifyRequest } from 'fastify';
import type { SendRequest } from './send';

/** The request's Idempotency-Key, if any; a malformed one is refused rather than silently ignored. */
function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw badRequest('Idempotency-Key must be 1 to 200 characters');
  return parsed.data;
}

/** What a send route hands the send flow: the parsed body, who sent it (the gateway's identity), and the key. */
export const sendRequestOf = <Body>(
  request: Pick<FastifyRequest, 'headers'> & { body: Body; identity: Identity },
): SendRequest<Body> => ({
  body: request.body,
  identity: request.identity,
  idempotencyKey: idempotencyKeyOf(request),
});

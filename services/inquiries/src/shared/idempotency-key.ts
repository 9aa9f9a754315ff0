import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@inkbook/contracts/inquiry-routes';
import { badRequest } from '@inkbook/service-kit';
import type { FastifyRequest } from 'fastify';

/** The request's Idempotency-Key, if any; a malformed one is refused rather than silently ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw badRequest('Idempotency-Key must be 1 to 200 characters');
  return parsed.data;
}

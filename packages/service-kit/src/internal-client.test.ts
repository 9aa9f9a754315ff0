import { internalAuthRoutes } from '@inkbook/contracts/auth';
import { errorBody } from '@inkbook/contracts/errors';
import { IDENTITY_HEADER } from '@inkbook/contracts/identity';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { verifyIdentity } from './identity';
import { createInternalClient } from './internal-client';
import { TEST_SECRET } from './testing/signed';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.test',
  role: 'artist' as const,
  artistId: null,
  studioId: null,
};
const caller = { user: null, ip: '203.0.113.9' };

/** A stand-in for auth's internal routes: each token names what it answers. */
let fake: FastifyInstance;
let url: string;
beforeAll(async () => {
  fake = Fastify();
  fake.post<{ Body: { token: string } }>('/internal/sessions/resolve', async (request, reply) => {
    const identity = verifyIdentity(request.headers[IDENTITY_HEADER] as string | undefined, TEST_SECRET);
    if (!identity)
      return reply.status(401).send(errorBody('unauthorized', 'Requests must come through the gateway'));
    const { token } = request.body;
    if (token === 'known') return { user: { ...user, email: `${identity.ip}@example.test` } };
    if (token === 'unknown') return reply.status(404).send({ user: null });
    if (token === 'taken') return reply.status(409).send(errorBody('conflict', 'Taken', { email: 'Taken' }));
    if (token === 'odd') return { user: 'not a user' };
    if (token === 'slow') await new Promise((resolve) => setTimeout(resolve, 2_000));
    return reply.status(500).send(errorBody('internal_error', 'Something went wrong on our side.'));
  });
  url = await fake.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => fake?.close());

const client = (options: { relayErrors: boolean; secret?: string; url?: string }) =>
  createInternalClient({
    service: 'auth',
    url: options.url ?? url,
    secret: options.secret ?? TEST_SECRET,
    timeoutMs: 300,
    relayErrors: options.relayErrors,
  });
const resolve = (token: string, options = { relayErrors: true }) =>
  client(options)(internalAuthRoutes.resolveSession, { caller, body: { token }, answers: [404] });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error as AppError,
  );

describe('createInternalClient', () => {
  it('signs the call as its caller and answers the body its contract parses', async () => {
    expect(await resolve('known')).toEqual({
      status: 200,
      body: { user: { ...user, email: '203.0.113.9@example.test' } },
    });
  });

  it('answers a status the call lists as an answer', async () => {
    expect(await resolve('unknown')).toEqual({ status: 404, body: { user: null } });
  });

  it('relays a refusal below 500 unchanged, or calls it unavailable when told not to relay', async () => {
    const relayed = await failure(resolve('taken'));
    expect(relayed).toBeInstanceOf(AppError);
    expect(relayed).toMatchObject({
      statusCode: 409,
      code: 'conflict',
      message: 'Taken',
      fields: { email: 'Taken' },
    });
    expect(await failure(resolve('taken', { relayErrors: false }))).toMatchObject({
      statusCode: 503,
      message: 'auth is unavailable',
    });
  });

  it('calls a badly signed call, a 5xx, or an answer its contract does not describe unavailable', async () => {
    const unavailable = { statusCode: 503, code: 'service_unavailable', message: 'auth is unavailable' };
    const forged = client({ relayErrors: false, secret: 'another-secret-0123456789' });
    expect(
      await failure(forged(internalAuthRoutes.resolveSession, { caller, body: { token: 'known' } })),
    ).toMatchObject(unavailable);
    expect(await failure(resolve('broken'))).toMatchObject(unavailable);
    expect(await failure(resolve('odd'))).toMatchObject(unavailable);
  });

  it('gives up on a service that is down or slow, within its timeout', async () => {
    const down = client({ relayErrors: true, url: 'http://127.0.0.1:9' });
    expect(
      await failure(down(internalAuthRoutes.resolveSession, { caller, body: { token: 'known' } })),
    ).toMatchObject({
      statusCode: 503,
      message: 'auth is unavailable',
    });
    const started = Date.now();
    expect(await failure(resolve('slow'))).toMatchObject({ statusCode: 503, message: 'auth is unavailable' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

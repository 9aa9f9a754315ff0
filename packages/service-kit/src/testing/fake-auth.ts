import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_EXISTS,
  type CreateAccountBody,
  createAccountBodySchema,
  createAccountResponseSchema,
  type RevertAccountBody,
  revertAccountBodySchema,
  SESSION_COOKIE,
  SESSION_NOT_STARTABLE,
  startSessionBodySchema,
} from '@inkbook/contracts/auth';
import { IDENTITY_HEADER, type Role, type SessionUser } from '@inkbook/contracts/identity';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, installErrorHandling, unauthorized } from '../errors';
import { verifyIdentity } from '../identity';
import { TEST_SECRET } from './signed';

// auth's internal account API (services/auth/src/users/account.routes.ts and account.service.ts) as a small
// in-process fake on a loopback port, for the services that call it (catalog, inquiries) through their real
// HTTP client (auth-client.ts). Same paths, signature check, status codes and bodies as auth: the tests in
// services/auth/src/users/fake-auth.test.ts hold the two to the same cases.

interface Account extends SessionUser {
  /** Kept in clear: the fake only answers who would be signed in, it never guards anything. */
  password: string;
}

export interface FakeAuth {
  /** Where it listens: the service under test gets it as AUTH_URL. */
  readonly url: string;
  /** An admin account, as the gateway would pass it. */
  readonly admin: SessionUser;
  /** The account for `email` as auth holds it now (what a signed-in request would carry), if there is one. */
  account(email: string): SessionUser | undefined;
  /**
   * The user the gateway would pass once these credentials signed in, as auth holds the account now; throws
   * when they would not sign in (unknown email, wrong password), as sign-in answers 401.
   */
  signIn(email: string, password: string): SessionUser;
  /** The accounts a service has signed in with POST /internal/sessions, by email. */
  signedIn(): string[];
  /** How many accounts exist (what a failed write must leave as it was). */
  accountCount(): number;
  /** Stops listening: callers then find auth down (a 503 to theirs). Safe to call twice. */
  close(): Promise<void>;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

function roleFor(artistId: string | null, studioId: string | null): Role {
  if (artistId && studioId) return 'artist-studio';
  if (artistId) return 'artist';
  if (studioId) return 'studio';
  return 'client';
}

const sessionUserOf = ({ password: _password, ...user }: Account): SessionUser => ({ ...user });

export async function startFakeAuth(): Promise<FakeAuth> {
  const accounts = new Map<string, Account>();
  const sessions = new Set<string>();

  const adminAccount: Account = {
    id: randomUUID(),
    email: 'admin@inkbook.test',
    password: 'admin-password',
    role: 'admin',
    artistId: null,
    studioId: null,
  };
  accounts.set(adminAccount.email, adminAccount);

  function createOrLink(request: CreateAccountBody, applicant: SessionUser | null) {
    const email = normalizeEmail(request.email);
    const existing = accounts.get(email);
    if (!existing) {
      const artistId = request.artistId ?? null;
      const studioId = request.studioId ?? null;
      const role = request.role === 'client' ? 'client' : roleFor(artistId, studioId);
      const account = { id: randomUUID(), email, password: request.password, role, artistId, studioId };
      accounts.set(email, account);
      return { userId: account.id, role, created: true };
    }
    const linkable =
      applicant?.id === existing.id &&
      existing.role !== 'admin' &&
      !(request.artistId && existing.artistId) &&
      !(request.studioId && existing.studioId);
    if (!linkable) throw conflict(ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS });
    existing.artistId = request.artistId ?? existing.artistId;
    existing.studioId = request.studioId ?? existing.studioId;
    existing.role = roleFor(existing.artistId, existing.studioId);
    return { userId: existing.id, role: existing.role, created: false };
  }

  function revert(request: RevertAccountBody) {
    const all = [...accounts.values()];
    if (request.created) {
      const account = all.find((a) => a.id === request.userId);
      if (account) accounts.delete(account.email);
      return;
    }
    if (!request.artistId && !request.studioId) return;
    const linked = all.filter(
      (a) =>
        (!request.artistId || a.artistId === request.artistId) &&
        (!request.studioId || a.studioId === request.studioId),
    );
    for (const account of linked) {
      if (request.artistId) account.artistId = null;
      if (request.studioId) account.studioId = null;
      if (account.role !== 'admin') account.role = roleFor(account.artistId, account.studioId);
    }
  }

  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.decorateRequest('identity', null as never);
  app.addHook('onRequest', async (request) => {
    const identity = verifyIdentity(request.headers[IDENTITY_HEADER] as string | undefined, TEST_SECRET);
    if (!identity) throw unauthorized('Requests must come through the gateway');
    request.identity = identity;
  });
  app.post(
    '/internal/accounts',
    {
      schema: {
        body: createAccountBodySchema,
        response: { 200: createAccountResponseSchema, 201: createAccountResponseSchema },
      },
    },
    async (request, reply) => {
      const result = createOrLink(request.body, request.identity.user);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
  app.post('/internal/accounts/revert', { schema: { body: revertAccountBodySchema } }, async (request) => {
    revert(request.body);
    return { reverted: true };
  });
  // Auth's rule without its clock: an account it knows that has no session yet (the fake never ages accounts).
  app.post('/internal/sessions', { schema: { body: startSessionBodySchema } }, async (request, reply) => {
    const account = [...accounts.values()].find((a) => a.id === request.body.userId);
    if (!account || account.role === 'admin' || sessions.has(account.email))
      throw conflict(SESSION_NOT_STARTABLE);
    sessions.add(account.email);
    return reply
      .status(201)
      .send({ setCookie: `${SESSION_COOKIE}=fake-${account.id}; Path=/; HttpOnly; SameSite=Lax` });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    admin: sessionUserOf(adminAccount),
    account(email) {
      const account = accounts.get(normalizeEmail(email));
      return account && sessionUserOf(account);
    },
    signIn(email, password) {
      const account = accounts.get(normalizeEmail(email));
      if (!account || account.password !== password) throw new Error(`no login for ${email}`);
      return sessionUserOf(account);
    },
    signedIn: () => [...sessions],
    accountCount: () => accounts.size,
    close() {
      closed ??= app.close();
      return closed;
    },
  };
}

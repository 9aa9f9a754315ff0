import { internalAuthRoutes } from '@inkbook/contracts/auth';
import { registerRoute, type ServiceApp } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db';
import { createOrLinkAccount, revertAccount } from './account.service';

export interface AccountRouteDeps {
  db: Kysely<AuthDatabase>;
  /** At most one take-over link per unverified account within this many seconds (offerTakeOver). */
  takeOverIntervalSeconds: number;
}

/** The account API catalog calls while it creates a profile (DESIGN §3); reachable only with a signed request. */
export function registerAccountRoutes(app: ServiceApp, { db, takeOverIntervalSeconds }: AccountRouteDeps) {
  registerRoute(app, internalAuthRoutes.createAccount, async (request, reply) => {
    // The caller passes the applicant's own identity: only someone signed in as an account may add to it.
    const result = await createOrLinkAccount(
      db,
      request.body,
      request.identity.user,
      takeOverIntervalSeconds,
    );
    return reply.status(result.created ? 201 : 200).send(result);
  });

  registerRoute(app, internalAuthRoutes.revertAccount, async (request) => {
    await db.transaction().execute((trx) => revertAccount(trx, request.body));
    return { reverted: true } as const;
  });
}

import type { AccountLinkPurpose } from '@inkbook/contracts/auth';
import type { Insertable } from 'kysely';
import type { AuthDb } from '../db';
import type { LinkTokensTable } from './link.table';

export const insertLinkToken = (db: AuthDb, link: Insertable<LinkTokensTable>) =>
  db.insertInto('link_tokens').values(link).execute();

/**
 * Marks the link used if it is one of `purposes`, unused and unexpired, answering its account's id; undefined
 * otherwise. One statement, so two requests racing with the same link cannot both use it.
 */
export const useLinkToken = (db: AuthDb, tokenHash: string, purposes: AccountLinkPurpose[], now: string) =>
  db
    .updateTable('link_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();

/** The link if it is one of `purposes` and unexpired, used or not (nothing is changed). */
export const findLiveLinkToken = (
  db: AuthDb,
  tokenHash: string,
  purposes: AccountLinkPurpose[],
  now: string,
) =>
  db
    .selectFrom('link_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Ends every other unused link of these purposes for the account (a new password makes older offers moot). */
export const useLinksOf = (db: AuthDb, userId: string, purposes: AccountLinkPurpose[], now: string) =>
  db
    .updateTable('link_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();

/** When the account's latest link of `purpose` was issued, if ever. */
export const lastLinkIssuedAt = async (db: AuthDb, userId: string, purpose: AccountLinkPurpose) =>
  (
    await db
      .selectFrom('link_tokens')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .executeTakeFirst()
  )?.at ?? null;

export const deleteExpiredLinkTokens = (db: AuthDb, now: string) =>
  db.deleteFrom('link_tokens').where('expires_at', '<=', now).execute();

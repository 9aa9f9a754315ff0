import type { CreateAccountBody, CreateAccountResponse, RevertAccountBody } from '@inkbook/contracts/auth';
import type { Applicant, AuthClient } from './auth-client';

/** Creates (or links) the login, at the point in `write` that has what the account needs (a new profile's id). */
export type CreateAccount = (body: CreateAccountBody) => Promise<CreateAccountResponse>;

/**
 * A record and its login together or neither (DESIGN §3): `write` stores the record and calls `createAccount`
 * where it needs to; if `write` fails after auth answered (its transaction's commit included), auth undoes what
 * it did (a created account is deleted, a link to an existing one is removed) and the original failure is what
 * the caller sees. Used by artist and studio applications (catalog) and a client's first inquiry (inquiries).
 */
export async function withAccount<T>(
  auth: Pick<AuthClient, 'createOrLink' | 'revert'>,
  applicant: Applicant,
  write: (createAccount: CreateAccount) => Promise<T>,
): Promise<T> {
  let made: RevertAccountBody | undefined;
  try {
    return await write(async (body) => {
      const account = await auth.createOrLink(body, applicant);
      made = {
        userId: account.userId,
        created: account.created,
        artistId: body.artistId,
        studioId: body.studioId,
      };
      return account;
    });
  } catch (error) {
    // An orphan login left by a failed revert is logged by auth's own revert route.
    if (made) await auth.revert(made, applicant).catch(() => undefined);
    throw error;
  }
}

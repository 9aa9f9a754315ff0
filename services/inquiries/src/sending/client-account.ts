import { INQUIRY_ACCOUNT_EXISTS } from '@inkbook/contracts/inquiry';
import { AppError, type Applicant, conflict, withAccount } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';

/**
 * Whose inquiry this is (DESIGN §3 role `client`). A signed-in sender's, whatever their role, with no password
 * asked. An anonymous sender's password creates a `client` login in the same flow as the inquiry, both or
 * neither: `write` failing afterwards reverts the account. An email that already has an account is a 409 whatever
 * the password (auth never checks it here; only sign-in does, under its attempt limits), and nothing is written.
 * Without a password an anonymous inquiry belongs to nobody. `created` is the account this call made, if any:
 * only its sender is then signed in (`signInCreated`), never someone linked to an account that already existed.
 */
export async function asClient<T>(
  context: InquiriesContext,
  sender: Applicant,
  credentials: { email: string; password?: string | undefined },
  write: (clientUserId: string | null) => Promise<T>,
): Promise<{ stored: T; created: string | null }> {
  if (sender.user) return { stored: await write(sender.user.id), created: null };
  if (!credentials.password) return { stored: await write(null), created: null };
  const { password } = credentials;
  return withAccount(context.auth, sender, async (createAccount) => {
    const account = await createAccount({ email: credentials.email, password, role: 'client' }).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 409)
          throw conflict(INQUIRY_ACCOUNT_EXISTS, { email: INQUIRY_ACCOUNT_EXISTS });
        throw error;
      },
    );
    return { stored: await write(account.userId), created: account.created ? account.userId : null };
  });
}

/**
 * The Set-Cookie that signs in the sender whose inquiry created their account, as sign-in would (DESIGN §3).
 * The inquiry is sent whatever happens here: if auth cannot start the session, the client signs in on /login.
 */
export const signInCreated = (context: InquiriesContext, sender: Applicant, userId: string) =>
  context.auth.startSession(userId, sender).catch(() => undefined);

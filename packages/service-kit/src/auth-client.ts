import {
  type CreateAccountBody,
  type CreateAccountResponse,
  internalAuthRoutes,
  type RevertAccountBody,
} from '@inkbook/contracts/auth';
import { type Caller, createInternalClient } from './internal-client';

/** Who is applying, as the gateway saw them: auth links an existing account only to the applicant signed in as it. */
export type Applicant = Caller;

/**
 * auth's internal account API (DESIGN §3), the one client every service uses: an application (catalog) or an
 * inquiry (inquiries) creates its record and its login together. Errors auth answers (409 email taken, 400)
 * reach the caller unchanged; auth being down is a 503.
 */
export function createAuthClient(options: { authUrl: string; secret: string }) {
  const call = createInternalClient({
    service: 'auth',
    url: options.authUrl,
    secret: options.secret,
    timeoutMs: 5_000,
    relayErrors: true,
  });
  return {
    async createOrLink(body: CreateAccountBody, applicant: Applicant): Promise<CreateAccountResponse> {
      return (await call(internalAuthRoutes.createAccount, { caller: applicant, body })).body;
    },
    async revert(body: RevertAccountBody, applicant: Applicant): Promise<void> {
      await call(internalAuthRoutes.revertAccount, { caller: applicant, body });
    },
    /** Signs in an account the caller has just created; the Set-Cookie value to pass on to the browser. */
    async startSession(userId: string, applicant: Applicant): Promise<string> {
      return (await call(internalAuthRoutes.startSession, { caller: applicant, body: { userId } })).body
        .setCookie;
    },
  };
}
export type AuthClient = ReturnType<typeof createAuthClient>;

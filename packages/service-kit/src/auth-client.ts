import {
  type CreateAccountBody,
  type CreateAccountResponse,
  createAccountResponseSchema,
  type RevertAccountBody,
} from '@inkbook/contracts/auth';
import { errorBodySchema } from '@inkbook/contracts/errors';
import { IDENTITY_HEADER, type SessionUser } from '@inkbook/contracts/identity';
import { AppError, unavailable } from './errors';
import { signIdentity } from './identity';

/** Who is applying, as the gateway saw them: auth links an existing account only to the applicant signed in as it. */
export interface Applicant {
  user: SessionUser | null;
  ip: string;
}

/**
 * auth's internal account API (DESIGN §3), the one client every service uses: an application (catalog) or an
 * inquiry (inquiries) creates its record and its login together. Errors auth answers (409 email taken, 400)
 * reach the caller unchanged; auth being down is a 503.
 */
export function createAuthClient(options: { authUrl: string; secret: string }) {
  async function call(path: string, body: unknown, { user, ip }: Applicant) {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.authUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [IDENTITY_HEADER]: signIdentity({ user, ip, ts: Date.now() }, options.secret),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      throw unavailable('auth is unavailable');
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(json);
      if (parsed.success && response.status < 500) {
        const { code, message, fields } = parsed.data.error;
        throw new AppError(response.status, code as AppError['code'], message, fields);
      }
      throw unavailable('auth is unavailable');
    }
    return json;
  }

  return {
    async createOrLink(body: CreateAccountBody, applicant: Applicant): Promise<CreateAccountResponse> {
      return createAccountResponseSchema.parse(await call('/internal/accounts', body, applicant));
    },
    async revert(body: RevertAccountBody, applicant: Applicant): Promise<void> {
      await call('/internal/accounts/revert', body, applicant);
    },
  };
}
export type AuthClient = ReturnType<typeof createAuthClient>;

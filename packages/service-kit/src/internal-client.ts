import { errorBodySchema } from '@inkbook/contracts/errors';
import { IDENTITY_HEADER, type SessionUser } from '@inkbook/contracts/identity';
import type { RouteContract } from '@inkbook/contracts/route';
import type { z } from 'zod';
import { AppError, unavailable } from './errors';
import { signIdentity } from './identity';

/** On whose behalf a call is made, signed into the identity header exactly as the gateway signs a request. */
export interface Caller {
  user: SessionUser | null;
  ip: string;
}

type Responses<R extends RouteContract> = R['response'];
type BodyOf<R extends RouteContract> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;

type Success = 200 | 201 | 202 | 204;

/** One answer the contract lists (a success or one of `A`), its body parsed by the contract's schema for it. */
export type InternalAnswer<R extends RouteContract, A extends number = never> = {
  [S in keyof Responses<R> & (Success | A)]: { status: S; body: z.output<Responses<R>[S]> };
}[keyof Responses<R> & (Success | A)];

export interface InternalCall<R extends RouteContract, A extends number> {
  caller: Caller;
  body?: BodyOf<R>;
  /** Statuses besides 2xx that are answers, not failures (the session lookup's 404: nobody holds that token). */
  answers?: readonly A[];
}

export interface InternalClientOptions {
  /** Named in the 503's message: "auth is unavailable". */
  service: string;
  url: string;
  /** INTERNAL_SECRET: every call is signed as the gateway signs the requests it forwards. */
  secret: string;
  timeoutMs: number;
  /**
   * Whether an error the other service answers below 500 reaches our caller unchanged (status, code, message,
   * fields): yes for a service acting on a person's request (409 email taken); the gateway turns it into a 503.
   */
  relayErrors: boolean;
}

/**
 * The one signed HTTP client for another service's `/internal/*` routes (DESIGN §1, §3), typed by their contracts.
 * A 2xx or a listed answer comes back parsed by the contract; a refusal below 500 is relayed (see `relayErrors`);
 * anything else (down, slow, 5xx, an answer its contract does not describe) is a 503 "<service> is unavailable",
 * never a hang.
 */
export function createInternalClient(options: InternalClientOptions) {
  const down = () => unavailable(`${options.service} is unavailable`);

  return async function call<R extends RouteContract, const A extends number = never>(
    route: R,
    { caller, body, answers = [] }: InternalCall<R, A>,
  ): Promise<InternalAnswer<R, A>> {
    let response: Response;
    try {
      response = await fetch(new URL(route.path, options.url), {
        method: route.method,
        headers: {
          [IDENTITY_HEADER]: signIdentity(
            { user: caller.user, ip: caller.ip, ts: Date.now() },
            options.secret,
          ),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      throw down();
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok || (answers as readonly number[]).includes(response.status)) {
      const parsed = route.response[response.status]?.safeParse(json);
      if (!parsed?.success) throw down();
      return { status: response.status, body: parsed.data } as InternalAnswer<R, A>;
    }
    const error = errorBodySchema.safeParse(json);
    if (options.relayErrors && error.success && response.status < 500) {
      const { code, message, fields } = error.data.error;
      throw new AppError(response.status, code as AppError['code'], message, fields);
    }
    throw down();
  };
}
export type InternalClient = ReturnType<typeof createInternalClient>;

import { artistApplication, studioApplication } from '@inkbook/catalog/testing';
import { claimsDb, projected } from '@inkbook/claims/testing';
import { artistInquiryBody, inquiriesDb, waitFor } from '@inkbook/inquiries/testing';
import { afterAll, beforeAll } from 'vitest';
import { type Stack, signIn, signInAdmin, startStack } from '../../testing/stack';
import { apply, approve, send } from '../catalog/catalog-stack';

// The claims journeys through the gateway: the whole stack, with parties made through catalog (and known to claims
// once its projections have them) and the claims schema at hand to wait on those projections.

type Method = Parameters<typeof send>[1];
type SendOptions = Parameters<typeof send>[3];

export function journeyOf(started: { stack: Stack; db: ReturnType<typeof claimsDb> }) {
  const request = (method: Method, url: string, options?: SendOptions) =>
    send(started.stack, method, url, options);
  /** Applies as a studio (signed in as `cookie`'s login, which links it), approves unless `pending`, signs in. */
  async function studio({
    cookie,
    email,
    pending = false,
  }: {
    cookie?: string;
    email?: string;
    pending?: boolean;
  } = {}) {
    const body = await studioApplication(email ? { businessEmail: email } : {});
    const res = await request('POST', '/api/studios', { payload: body, ...(cookie && { cookie }) });
    if (res.statusCode !== 201) throw new Error(`studio apply failed: ${res.statusCode} ${res.body}`);
    if (!pending) {
      await approve(started.stack, 'studios', res.json().id);
      await projected(started.db, 'approved_studios', res.json().id);
    }
    return { studio: res.json(), cookie: await signIn(started.stack, body.businessEmail, body.password) };
  }
  async function artist() {
    const body = await artistApplication();
    const res = await apply(started.stack, 'artists', body);
    if (res.statusCode !== 201) throw new Error(`artist apply failed: ${res.statusCode} ${res.body}`);
    await approve(started.stack, 'artists', res.json().id);
    await projected(started.db, 'approved_artists', res.json().id);
    return { artist: res.json(), body, cookie: await signIn(started.stack, body.email, body.password) };
  }
  /** A client's inquiry to `artistId` (anonymous), sent once inquiries knows the artist; its body and answer. */
  async function inquiryTo(artistId: string, overrides: Record<string, unknown> = {}) {
    const inquiries = inquiriesDb(started.stack.databaseUrl);
    try {
      await waitFor(
        async () =>
          !!(await inquiries
            .selectFrom('approved_artists')
            .select('id')
            .where('id', '=', artistId)
            .executeTakeFirst()),
        'inquiries knows the artist',
      );
    } finally {
      await inquiries.destroy();
    }
    const body = artistInquiryBody(artistId, overrides);
    const res = await request('POST', '/api/inquiries', { payload: body });
    if (res.statusCode !== 201) throw new Error(`inquiry failed: ${res.statusCode} ${res.body}`);
    return { body, inquiry: res.json() };
  }
  return {
    get db() {
      return started.db;
    },
    /** A request through the gateway as a browser holding `cookie` (signed out without one). */
    send: request,
    signInAdmin: () => signInAdmin(started.stack),
    /** An approved artist claims knows, and its session cookie. */
    artist,
    /** An approved studio claims knows (`pending: true` leaves it unapproved), and its session cookie. */
    studio: (options: { pending?: boolean } = {}) => studio(options),
    /** One login holding an approved artist and an approved studio (`artist-studio`). */
    async artistStudio() {
      const made = await artist();
      const linked = await studio({ cookie: made.cookie, email: made.body.email });
      return { artist: made.artist, studio: linked.studio, cookie: linked.cookie };
    },
    inquiryTo,
    /** A `client` login: the account an inquiry with a password creates. */
    async client() {
      const { artist: to } = await artist();
      const { body } = await inquiryTo(to.id, { password: 'client-password' });
      return signIn(started.stack, body.email, 'client-password');
    },
    /** POST /api/studio-artist-claims as `cookie`. */
    claim: (cookie: string | undefined, body: object) =>
      request('POST', '/api/studio-artist-claims', { payload: body, ...(cookie && { cookie }) }),
    /** PUT /api/studio-artist-claims/{id}/{action} as `cookie`. */
    act: (cookie: string | undefined, id: string, action: 'approve' | 'deny' | 'delist', payload?: object) =>
      request('PUT', `/api/studio-artist-claims/${id}/${action}`, {
        ...(payload && { payload }),
        ...(cookie && { cookie }),
      }),
  };
}
export type ClaimJourney = ReturnType<typeof journeyOf>;

/** Starts the stack before a test file's tests and closes it after them; the journey is ready inside tests. */
export function useClaimJourney(): ClaimJourney {
  const started = {} as Parameters<typeof journeyOf>[0];
  beforeAll(async () => {
    // No session cache: an account that becomes artist-studio is seen as such on its next sign-in at once.
    started.stack = await startStack({ SESSION_CACHE_MS: '0' });
    started.db = claimsDb(started.stack.databaseUrl);
  }, 60_000);
  afterAll(async () => {
    await started.db?.destroy();
    await started.stack?.close();
  });
  return journeyOf(started);
}

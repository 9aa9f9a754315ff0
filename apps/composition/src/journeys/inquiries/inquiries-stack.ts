import { studioApplication } from '@inkbook/catalog/testing';
import { claimsDb, projected as claimsKnow } from '@inkbook/claims/testing';
import {
  artistInquiryBody,
  inquiriesDb,
  studioInquiryBody,
  waitFor,
  withoutContact,
} from '@inkbook/inquiries/testing';
import { afterAll, beforeAll } from 'vitest';
import { type Stack, signIn, signInAdmin, startStack } from '../../testing/stack';
import { apply, approve, approvedArtist, send } from '../catalog/catalog-stack';

// The inquiries journeys through the gateway: the whole stack, with recipients made through catalog (and known to
// inquiries once its projection has them), bodies from the inquiries service's own factories.

type SendOptions = Parameters<typeof send>[3];

/** What the journeys do through the gateway, on `started`'s stack. */
export function journeyOf(started: { stack: Stack; db: ReturnType<typeof inquiriesDb> }) {
  const projected = (table: 'approved_artists' | 'approved_studios', id: string) =>
    waitFor(
      async () => !!(await started.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()),
      `${table} ${id}`,
    );
  const created = async (url: string, options: SendOptions) => {
    const res = await send(started.stack, 'POST', url, options);
    if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return {
    get stack() {
      return started.stack;
    },
    get db() {
      return started.db;
    },
    /** A request through the gateway as a browser holding `cookie` (signed out without one). */
    send: (method: Parameters<typeof send>[1], url: string, options?: SendOptions) =>
      send(started.stack, method, url, options),
    /** A session cookie. */
    signIn: (email: string, password: string) => signIn(started.stack, email, password),
    signInAdmin: () => signInAdmin(started.stack),
    /** An approved artist that inquiries can be sent to, and its session cookie. */
    async recipientArtist() {
      const { artist, cookie } = await approvedArtist(started.stack);
      await projected('approved_artists', artist.id);
      return { artist, cookie };
    },
    /** An approved studio that inquiries can be sent to, and its session cookie. */
    async recipientStudio() {
      const body = await studioApplication();
      const res = await apply(started.stack, 'studios', body);
      if (res.statusCode !== 201) throw new Error(`studio apply failed: ${res.statusCode} ${res.body}`);
      await approve(started.stack, 'studios', res.json().id);
      await projected('approved_studios', res.json().id);
      return { studio: res.json(), cookie: await signIn(started.stack, body.businessEmail, body.password) };
    },
    /**
     * The studio claims the artist and the artist approves, through the claims service (once it knows both); resolves
     * when inquiries keeps the pair, so the studio's Artist Inquiries show the artist's.
     */
    async verify(studio: { id: string; cookie: string }, artist: { id: string; cookie: string }) {
      const claims = claimsDb(started.stack.databaseUrl);
      try {
        await claimsKnow(claims, 'approved_studios', studio.id);
        await claimsKnow(claims, 'approved_artists', artist.id);
      } finally {
        await claims.destroy();
      }
      const payload = { studioId: studio.id, artistId: artist.id };
      const claim = await created('/api/studio-artist-claims', { payload, cookie: studio.cookie });
      const approved = await send(started.stack, 'PUT', `/api/studio-artist-claims/${claim.id}/approve`, {
        cookie: artist.cookie,
      });
      if (approved.statusCode !== 200)
        throw new Error(`approve failed: ${approved.statusCode} ${approved.body}`);
      await waitFor(
        async () =>
          !!(await started.db
            .selectFrom('studio_verified_artists')
            .select('artist_id')
            .where('studio_id', '=', studio.id)
            .where('artist_id', '=', artist.id)
            .executeTakeFirst()),
        'inquiries keeps the verified pair',
      );
      return claim.id as string;
    },
    /**
     * One inquiry of each kind from a new client: the first anonymously with a password (creating the account),
     * the second signed in, with step 6 only a note as the dialog sends it. Answers both and the session cookie.
     */
    async fromNewClient(artistId: string, studioId: string) {
      const body = artistInquiryBody(artistId, { password: 'client-password' });
      const artistInquiry = await created('/api/inquiries', { payload: body });
      const cookie = await signIn(started.stack, body.email, 'client-password');
      const studioInquiry = await created('/api/studio-inquiries', {
        payload: withoutContact(studioInquiryBody(studioId, body)),
        cookie,
      });
      return { artistInquiry, studioInquiry, cookie };
    },
  };
}
export type InquiryJourney = ReturnType<typeof journeyOf>;

/**
 * Starts the stack before a test file's tests and closes it after them; the journey is ready inside tests. `env`
 * wins (the limits' own journey sets them low).
 */
export function useInquiryJourney(env: Record<string, string> = {}): InquiryJourney {
  const started = {} as Parameters<typeof journeyOf>[0];
  beforeAll(async () => {
    // Most requests come from one test address: the per-address limit has its own journey.
    started.stack = await startStack({
      SESSION_CACHE_MS: '0',
      INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000',
      ...env,
    });
    started.db = inquiriesDb(started.stack.databaseUrl);
  }, 60_000);
  afterAll(async () => {
    await started.db?.destroy();
    await started.stack?.close();
  });
  return journeyOf(started);
}

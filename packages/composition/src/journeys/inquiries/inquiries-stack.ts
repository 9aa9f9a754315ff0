import { studioApplication } from '@inkbook/catalog/testing';
import { artistInquiryBody, inquiriesDb, studioInquiryBody, waitFor } from '@inkbook/inquiries/testing';
import { type Stack, signIn, startStack } from '../../testing/stack';
import { apply, approve, approvedArtist, send } from '../catalog/catalog-stack';

// The inquiries journeys through the gateway: the whole stack, with recipients made through catalog (and known to
// inquiries once its projection has them), bodies from the inquiries service's own factories.

export interface InquiryJourney {
  stack: Stack;
  db: ReturnType<typeof inquiriesDb>;
  close(): Promise<void>;
}

export async function startInquiryJourney(): Promise<InquiryJourney> {
  // Every request comes from one test address: the per-address limit has its own test in the service.
  const stack = await startStack({ SESSION_CACHE_MS: '0', INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });
  const db = inquiriesDb(stack.databaseUrl);
  return {
    stack,
    db,
    async close() {
      await db.destroy();
      await stack.close();
    },
  };
}

const projected = (ctx: InquiryJourney, table: 'approved_artists' | 'approved_studios', id: string) =>
  waitFor(
    async () => !!(await ctx.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()),
    `${table} ${id}`,
  );

/** An approved artist that inquiries can be sent to, and its session cookie. */
export async function recipientArtist(ctx: InquiryJourney) {
  const { artist, cookie } = await approvedArtist(ctx.stack);
  await projected(ctx, 'approved_artists', artist.id);
  return { artist, cookie };
}

/** An approved studio that inquiries can be sent to, and its session cookie. */
export async function recipientStudio(ctx: InquiryJourney) {
  const body = await studioApplication();
  const res = await apply(ctx.stack, 'studios', body);
  if (res.statusCode !== 201) throw new Error(`studio apply failed: ${res.statusCode} ${res.body}`);
  await approve(ctx.stack, 'studios', res.json().id);
  await projected(ctx, 'approved_studios', res.json().id);
  return { studio: res.json(), cookie: await signIn(ctx.stack, body.businessEmail, body.password) };
}

/**
 * Sends one inquiry of each kind as a new client (an account is created with the first), and answers their ids
 * and the client's session cookie.
 */
export async function inquiriesFromNewClient(ctx: InquiryJourney, artistId: string, studioId: string) {
  const body = artistInquiryBody(artistId, { password: 'client-password' });
  const toArtist = await send(ctx.stack, 'POST', '/api/inquiries', { payload: body });
  if (toArtist.statusCode !== 201) throw new Error(`send failed: ${toArtist.statusCode} ${toArtist.body}`);
  const cookie = await signIn(ctx.stack, body.email, 'client-password');
  const { password: _password, ...answers } = body as Record<string, unknown>;
  const toStudio = await send(ctx.stack, 'POST', '/api/studio-inquiries', {
    payload: studioInquiryBody(studioId, answers),
    cookie,
  });
  if (toStudio.statusCode !== 201) throw new Error(`send failed: ${toStudio.statusCode} ${toStudio.body}`);
  return { artistInquiry: toArtist.json(), studioInquiry: toStudio.json(), cookie };
}

export { send };

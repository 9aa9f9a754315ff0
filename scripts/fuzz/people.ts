import { setTimeout as sleep } from 'node:timers/promises';
import { artistApplication, jpegDataUrl, studioApplication } from '@inkbook/catalog/testing';
import { type Stack, signIn, signInAdmin } from '@inkbook/composition/testing';
import { artistInquiryBody, studioInquiryBody } from '@inkbook/inquiries/testing';

export const roles = ['anonymous', 'client', 'artist', 'studio', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Who the fuzzer signs in as, what it knows (ids to put in paths), and the markers no one but their owners may see. */
export interface People {
  cookies: Record<Role, string | undefined>;
  /** Ids, handles and tokens of every fixture, for path and query parameters. */
  known: string[];
  /** Planted in a bystander client's and artist's private data: notes, messages, photos, consent, contact. */
  markers: string[];
  ids: { artistId: string; studioId: string; clientInquiryId: string; clientStudioInquiryId: string };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(stack: Stack, method: Method, url: string, cookie?: string, payload?: object) {
  const res = await stack.gateway.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.body, json: () => res.json() };
}

/** Retries `attempt` until it answers `status` (a projection another service keeps may still be on its way). */
async function until(status: number, what: string, attempt: () => ReturnType<typeof call>) {
  for (let tries = 0; ; tries += 1) {
    const res = await attempt();
    if (res.status === status) return res.json();
    if (tries > 200) throw new Error(`${what}: ${res.status} ${res.body}`);
    await sleep(100);
  }
}

async function approvedProfile(
  stack: Stack,
  admin: string,
  kind: 'artists' | 'studios',
  body: Record<string, unknown>,
) {
  const applied = await until(201, `apply ${kind}`, () =>
    call(stack, 'POST', `/api/${kind}`, undefined, body),
  );
  await until(200, `approve ${kind}`, () =>
    call(stack, 'PUT', `/api/admin/${kind}/${applied.id}`, admin, { status: 'approved' }),
  );
  const email = (body.email ?? body.businessEmail) as string;
  return { profile: applied as { id: string }, cookie: await signIn(stack, email, body.password as string) };
}

/** A confirmed booking (no deposit) of `inquiryId`, offered by `recipient` and accepted by `client`. */
async function booking(stack: Stack, recipient: string, client: string, inquiryId: string) {
  const slot = new Date(Math.ceil((Date.now() + 10 * 86_400_000) / 60_000) * 60_000).toISOString();
  const { offer } = await until(201, 'offer', () =>
    call(stack, 'POST', '/api/offers', recipient, {
      inquiryId,
      inquiryKind: 'artist',
      priceLow: 400,
      priceHigh: 400,
      sessions: 1,
      sessionHours: 2,
      deposit: 0,
      slots: [slot],
      location: 'Ink & Iron, 12 Main St, Austin',
    }),
  );
  const accepted = await until(201, 'accept', () =>
    call(stack, 'POST', `/api/offers/${offer.id}/accept`, client, { slot: offer.slots[0] }),
  );
  return { offerId: offer.id as string, bookingId: accepted.booking.id as string };
}

/**
 * One person of each role, and a bystander pair (an artist and their client) whose private data carries markers:
 * the client's contact and concept, the artist's notes, their messages, a photo and the signed consent form.
 */
export async function seedPeople(stack: Stack, seed: number): Promise<People> {
  const tag = `zq${seed.toString(36).replace('-', 'n')}`;
  const markers = ['concept', 'notes', 'message', 'consent', 'contact'].map((what) => `Mark${what}${tag}x`);
  const [concept, notes, message, consent, contact] = markers as [string, string, string, string, string];
  const admin = await signInAdmin(stack);

  const artist = await approvedProfile(stack, admin, 'artists', await artistApplication());
  const studio = await approvedProfile(stack, admin, 'studios', await studioApplication());
  const bystander = await approvedProfile(stack, admin, 'artists', await artistApplication());

  const clientBody = artistInquiryBody(artist.profile.id, { password: 'client-password' });
  const clientInquiry = await until(201, 'client inquiry', () =>
    call(stack, 'POST', '/api/inquiries', undefined, clientBody),
  );
  const client = await signIn(stack, clientBody.email, 'client-password');
  const clientStudioInquiry = await until(201, 'client studio inquiry', () =>
    call(stack, 'POST', '/api/studio-inquiries', client, studioInquiryBody(studio.profile.id, clientBody)),
  );

  const victimBody = artistInquiryBody(bystander.profile.id, {
    password: 'victim-password',
    concept: `A koi for ${concept}`,
    fullName: `Wren ${contact}`,
    email: `${contact.toLowerCase()}@clients.test`,
  });
  const victimInquiry = await until(201, 'bystander inquiry', () =>
    call(stack, 'POST', '/api/inquiries', undefined, victimBody),
  );
  const victim = await signIn(stack, victimBody.email, 'victim-password');
  await until(200, 'notes', () =>
    call(stack, 'PATCH', `/api/inquiries/${victimInquiry.id}/notes`, bystander.cookie, { notes }),
  );
  const photo = await jpegDataUrl('#f0f');
  const sent = await until(201, 'message', () =>
    call(stack, 'POST', `/api/inquiries/${victimInquiry.id}/messages`, victim, {
      body: message,
      images: [photo],
    }),
  );
  // The photo's private address (its content hash) is a marker too.
  for (const [, hash] of JSON.stringify(sent).matchAll(/attachments\/([0-9a-f]{16,})/g))
    if (hash) markers.push(hash);
  const { offerId, bookingId } = await booking(stack, bystander.cookie, victim, victimInquiry.id);
  const form = (await until(200, 'consent form', () =>
    call(stack, 'GET', `/api/bookings/${bookingId}/consent`, victim),
  )) as { form: { statements: { id: string }[]; version: number } };
  await until(201, 'consent', () =>
    call(stack, 'POST', `/api/bookings/${bookingId}/consent`, victim, {
      legalName: `Wren ${consent}`,
      dateOfBirth: '1990-04-12',
      acknowledgements: form.form.statements.map((s) => s.id),
      signature: `Wren ${consent}`,
      version: form.form.version,
    }),
  );

  return {
    cookies: { anonymous: undefined, client, artist: artist.cookie, studio: studio.cookie, admin },
    known: [
      artist.profile.id,
      studio.profile.id,
      bystander.profile.id,
      clientInquiry.id,
      clientStudioInquiry.id,
      victimInquiry.id,
      offerId,
      bookingId,
    ],
    markers,
    ids: {
      artistId: artist.profile.id,
      studioId: studio.profile.id,
      clientInquiryId: clientInquiry.id,
      clientStudioInquiryId: clientStudioInquiry.id,
    },
  };
}

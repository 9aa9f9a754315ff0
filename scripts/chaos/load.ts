import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_HEADER } from '@inkbook/contracts/inquiry-endpoints';
import { artistInquiryBody, withoutContact } from '@inkbook/inquiries/testing';
import { offerRequest } from '../bench/bookings';
import { designRequest } from '../bench/design-ai';
import { call, expectStatus, signIn } from '../bench/inquiries';
import { benchUrl } from '../bench/processes';
import type { Outcome } from './report';

/** A request that has not answered in this long counts as failed (a paused service must not stall the load). */
const TIMEOUT_MS = 5_000;
/** Four drawn designs take seconds of CPU on a busy machine: their own, longer limit. */
const DESIGN_TIMEOUT_MS = 30_000;
/** Each client's pause between two requests: a few clients make a steady, modest load on two cores. */
const PAUSE_MS = 150;
const HOUR = 3_600_000;

/** What the load sent and what came of it: the audit checks these against the database and the mail sink. */
export interface Sent {
  /** Idempotency key (also in the concept) → the inquiry's id once answered 201, else null. */
  inquiries: Map<string, string | null>;
  /** Tag in the body → answered 201. */
  messages: Map<string, boolean>;
  /** Offer id → the booking's id once an accept answered 201, else null. */
  offers: Map<string, string | null>;
}

interface Client {
  email: string;
  cookie: string;
  /** Inquiries sent and not yet offered on. */
  unoffered: string[];
  /** Offers made to this client and not yet accepted, with a slot of each. */
  open: { id: string; slot: string }[];
  /** Keys of inquiries whose request failed: sent again with the same key. */
  retry: string[];
  inquiries: string[];
}

export const conceptOf = (key: string) => `A koi fish swimming up my forearm (chaos ${key})`;

/**
 * The steady mixed load through the gateway: each client, in turn, browses the artists and a profile, reads its
 * bell, sends an inquiry (with an Idempotency-Key, sent again with the same key when it failed), writes in a
 * conversation, has the artist make an offer and accepts one, and now and then generates designs.
 */
export function startLoad(
  artist: { id: string; instagramHandle: string; cookie: string },
  clients: Client[],
  began: number,
) {
  const outcomes: Outcome[] = [];
  const sent: Sent = { inquiries: new Map(), messages: new Map(), offers: new Map() };
  let stopped = false;
  let slotSerial = 0;

  async function request(
    kind: string,
    method: string,
    path: string,
    expected: number[],
    init: RequestInit = {},
    timeoutMs = TIMEOUT_MS,
  ) {
    const start = performance.now() - began;
    try {
      const res = await fetch(`${benchUrl('gateway')}${path}`, {
        method,
        ...init,
        headers: { 'content-type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await res.text();
      const ok = expected.includes(res.status);
      outcomes.push({ kind, sent: start, done: performance.now() - began, ok, status: res.status });
      return { status: res.status, body: ok && body ? (JSON.parse(body) as Record<string, unknown>) : {} };
    } catch {
      outcomes.push({ kind, sent: start, done: performance.now() - began, ok: false, status: 0 });
      return { status: 0, body: {} };
    }
  }

  const steps: ((c: Client) => Promise<unknown>)[] = [
    () => request('browse', 'GET', '/api/artists?page=1&pageSize=12', [200]),
    () => request('browse', 'GET', `/api/artists/${artist.instagramHandle}`, [200]),
    (c) => request('bell', 'GET', '/api/notifications', [200], { headers: { cookie: c.cookie } }),
    async (c) => {
      const key = c.retry.shift() ?? randomUUID();
      const res = await request('inquiry', 'POST', '/api/inquiries', [201], {
        headers: { cookie: c.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
        body: JSON.stringify(withoutContact(artistInquiryBody(artist.id, { concept: conceptOf(key) }))),
      });
      if (res.status === 201) {
        const id = res.body.id as string;
        sent.inquiries.set(key, id);
        c.unoffered.push(id);
        c.inquiries.push(id);
      } else {
        if (!sent.inquiries.has(key)) sent.inquiries.set(key, null);
        c.retry.push(key);
      }
    },
    async (c) => {
      const inquiry = c.inquiries.at(-1);
      if (!inquiry) return;
      const tag = randomUUID();
      const res = await request('message', 'POST', `/api/inquiries/${inquiry}/messages`, [201], {
        headers: { cookie: c.cookie },
        body: JSON.stringify({ body: `Could we do it before the holidays? (${tag})` }),
      });
      sent.messages.set(tag, res.status === 201);
    },
    async (c) => {
      const inquiry = c.unoffered[0];
      if (!inquiry) return;
      slotSerial += 1;
      const slot = new Date(
        Math.ceil(Date.now() / HOUR) * HOUR + (24 * 7 + slotSerial * 3) * HOUR,
      ).toISOString();
      // 404: bookings has not learned the inquiry from its event yet (a fault may hold events back): asked again later.
      const res = await request('offer', 'POST', '/api/offers', [201, 404], {
        headers: { cookie: artist.cookie },
        body: JSON.stringify(offerRequest(inquiry, [slot])),
      });
      if (res.status !== 201) return;
      c.unoffered.shift();
      const id = (res.body.offer as { id: string }).id;
      sent.offers.set(id, null);
      c.open.push({ id, slot });
    },
    async (c) => {
      const offer = c.open[0];
      if (!offer) return;
      const res = await request('accept', 'POST', `/api/offers/${offer.id}/accept`, [201], {
        headers: { cookie: c.cookie },
        body: JSON.stringify({ slot: offer.slot }),
      });
      if (res.status !== 201) return;
      c.open.shift();
      sent.offers.set(offer.id, (res.body.booking as { id: string }).id);
    },
  ];
  const design = () =>
    request(
      'design',
      'POST',
      '/api/generate-design',
      [200],
      { body: JSON.stringify(designRequest) },
      DESIGN_TIMEOUT_MS,
    );

  const loops = clients.map(async (client, n) => {
    for (let turn = n; !stopped; turn++) {
      await steps[turn % steps.length]?.(client);
      if (turn % (steps.length * 4) === 0) await design();
      await sleep(PAUSE_MS);
    }
  });
  return {
    outcomes,
    sent,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * A client with an account: its first inquiry is sent with a password (creating the account), as soon as the
 * inquiries service has learned of the approved artist; then it signs in.
 */
export async function newClient(artistId: string): Promise<Client> {
  const body = artistInquiryBody(artistId, { password: 'client-password' });
  for (let attempt = 0; attempt < 300; attempt++) {
    const res = await call('POST', '/api/inquiries', { body });
    if (res.status === 201) {
      const cookie = await signIn(body.email, 'client-password');
      return { email: body.email, cookie, unoffered: [], open: [], retry: [], inquiries: [] };
    }
    await expectStatus(res, 404, 'first inquiry');
    await sleep(100);
  }
  throw new Error('the artist never reached the inquiries projection');
}

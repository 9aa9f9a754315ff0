import { randomUUID } from 'node:crypto';
import type { Offer, OfferBodyInput } from '@inkbook/contracts/booking';
import type { ClaimStatus } from '@inkbook/contracts/claim-status';
import type { SessionUser } from '@inkbook/contracts/identity';
import {
  publishedArtist,
  publishedStudio,
  type ServiceTestOptions,
  sessionUser,
  useService,
} from '@inkbook/service-kit/testing';
import type { LightMyRequestResponse } from 'fastify';
import { type BookingsTest, bookingsService } from './factories';

const HOUR = 3_600_000;

/** An ISO instant `hours` from now, on a whole minute (offers' slots). */
export const hoursFromNow = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

/** One inquiry as bookings learned it, with its recipient and client signed in. */
export interface Party {
  inquiryId: string;
  kind: 'artist' | 'studio';
  recipient: SessionUser;
  /** The recipient's artist or studio id. */
  recipientId: string;
  client: SessionUser;
}

export interface BookingsSuite extends BookingsTest {
  /** An artist inquiry (quote deposit `quoteDeposit`) from a new client with an account, once bookings has it. */
  artistInquiry(options?: {
    quoteDeposit?: number | null;
    artist?: Awaited<ReturnType<typeof publishedArtist>>;
  }): Promise<Party>;
  /** A studio inquiry from a new client with an account, once bookings has it. */
  studioInquiry(options?: { studio?: Awaited<ReturnType<typeof publishedStudio>> }): Promise<Party>;
  /** A request as `user` with a JSON body. */
  call(
    user: SessionUser | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: object,
  ): Promise<LightMyRequestResponse>;
  /** A valid offer body for `party` with `changes`. */
  offerBody(party: Party, changes?: Partial<OfferBodyInput>): OfferBodyInput;
  /** Claims' event for the pair with `status` (verified by default), once bookings has it. */
  claim(studioId: string, artistId: string, status?: ClaimStatus): Promise<void>;
  /** Sends an offer for `party` as its recipient and answers the offer (201 expected). */
  offer(party: Party, changes?: Partial<OfferBodyInput>): Promise<Offer>;
}

/** The bookings service for one test file (see useService); read it as `t.call(…)` inside tests. */
export function useBookings(options: ServiceTestOptions = {}): BookingsSuite {
  const suite: BookingsSuite = Object.assign(useService(bookingsService, options), {
    async artistInquiry({
      quoteDeposit = 100,
      artist,
    }: {
      quoteDeposit?: number | null;
      artist?: Awaited<ReturnType<typeof publishedArtist>>;
    } = {}) {
      const recipient = artist ?? (await publishedArtist(suite));
      const client = sessionUser('client');
      const { data } = await suite.publish('inquiries.inquiry.created', {
        id: randomUUID(),
        artistId: recipient.artist.id,
        email: client.email,
        fullName: 'Sam Client',
        aiDeposit: quoteDeposit,
        clientUserId: client.id,
      });
      return {
        inquiryId: data.id,
        kind: 'artist' as const,
        recipient: recipient.user,
        recipientId: recipient.artist.id,
        client,
      };
    },
    async studioInquiry({ studio }: { studio?: Awaited<ReturnType<typeof publishedStudio>> } = {}) {
      const recipient = studio ?? (await publishedStudio(suite));
      const client = sessionUser('client');
      const { data } = await suite.publish('inquiries.studio-inquiry.created', {
        id: randomUUID(),
        studioId: recipient.studio.id,
        email: client.email,
        fullName: 'Sam Client',
        clientUserId: client.id,
      });
      return {
        inquiryId: data.id,
        kind: 'studio' as const,
        recipient: recipient.user,
        recipientId: recipient.studio.id,
        client,
      };
    },
    call: (user: SessionUser | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
      suite.inject({ method, url, ...(body && { payload: body }) }, user),
    offerBody: (party: Party, changes: Partial<OfferBodyInput> = {}): OfferBodyInput => ({
      inquiryId: party.inquiryId,
      inquiryKind: party.kind,
      priceLow: 300,
      priceHigh: 450,
      sessions: 1,
      sessionHours: 3,
      slots: [hoursFromNow(24 * 7), hoursFromNow(24 * 8)],
      location: 'Ink & Iron, 12 Main St, Austin',
      ...changes,
    }),
    async claim(studioId: string, artistId: string, status: ClaimStatus = 'verified') {
      await suite.publish('claims.claim.updated', { id: randomUUID(), studioId, artistId, status });
    },
    async offer(party: Party, changes: Partial<OfferBodyInput> = {}) {
      const res = await suite.call(party.recipient, 'POST', '/api/offers', suite.offerBody(party, changes));
      if (res.statusCode !== 201) throw new Error(`offer: ${res.statusCode} ${res.body}`);
      return res.json().offer as Offer;
    },
  });
  return suite;
}

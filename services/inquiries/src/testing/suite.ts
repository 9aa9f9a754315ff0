import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  artistInquiryBody,
  type InquiriesTest,
  recipientArtist,
  recipientStudio,
  type SendOptions,
  sendArtistInquiry,
  sendStudioInquiry,
  startInquiries,
  storedCounts,
  studioInquiryBody,
} from './factories';

type ArtistRecipient = Awaited<ReturnType<typeof recipientArtist>>;
type StudioRecipient = Awaited<ReturnType<typeof recipientStudio>>;
type Send = (body: object, options?: SendOptions) => Promise<LightMyRequestResponse>;

/** A test file's service, with an approved artist and studio (each signed in) to send to, and its factories. */
export interface InquiriesSuite extends InquiriesTest {
  artist: ArtistRecipient['artist'];
  artistUser: ArtistRecipient['user'];
  studio: StudioRecipient['studio'];
  studioUser: StudioRecipient['user'];
  /** A complete body to the suite's artist, its own email each call; overrides win (`artistId` sends elsewhere). */
  artistBody(overrides?: Record<string, unknown>): ReturnType<typeof artistInquiryBody>;
  /** Likewise to the suite's studio. */
  studioBody(overrides?: Record<string, unknown>): ReturnType<typeof studioInquiryBody>;
  /** POST /api/inquiries, anonymous unless `options.user`. */
  sendArtist: Send;
  /** POST /api/studio-inquiries, likewise. */
  sendStudio: Send;
  /** Rows a failed send must leave untouched. */
  storedCounts(): ReturnType<typeof storedCounts>;
}

/**
 * Starts the inquiries service (with `env`) before a test file's tests and closes it after them. The object it
 * answers is filled in by then, so tests read it as `t.inject`, `t.artist.id`, `t.sendArtist(t.artistBody())`.
 */
export function useInquiries(env: Record<string, string> = {}): InquiriesSuite {
  const suite = {
    artistBody: (overrides = {}) => artistInquiryBody(suite.artist.id, overrides),
    studioBody: (overrides = {}) => studioInquiryBody(suite.studio.id, overrides),
    sendArtist: (body, options) => sendArtistInquiry(suite, body, options),
    sendStudio: (body, options) => sendStudioInquiry(suite, body, options),
    storedCounts: () => storedCounts(suite),
  } as InquiriesSuite;
  beforeAll(async () => {
    const t = await startInquiries(env);
    Object.assign(suite, t);
    const [artist, studio] = [await recipientArtist(t), await recipientStudio(t)];
    Object.assign(suite, {
      artist: artist.artist,
      artistUser: artist.user,
      studio: studio.studio,
      studioUser: studio.user,
    });
  }, 60_000);
  afterAll(() => suite.close?.());
  return suite;
}

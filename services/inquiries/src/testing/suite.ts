import { publishedArtist, publishedStudio, useService } from '@inkbook/service-kit/testing';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import {
  artistInquiryBody,
  type InquiriesTest,
  inquiriesService,
  type SendOptions,
  sendArtistInquiry,
  sendStudioInquiry,
  storedCounts,
  studioInquiryBody,
} from './factories';

type ArtistRecipient = Awaited<ReturnType<typeof publishedArtist>>;
type StudioRecipient = Awaited<ReturnType<typeof publishedStudio>>;
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
 * The inquiries service (with `env`) for one test file (see useService), with an approved artist and studio to
 * send to, published as catalog would. Tests read it as `t.inject`, `t.artist.id`, `t.sendArtist(t.artistBody())`.
 */
export function useInquiries(env: Record<string, string> = {}): InquiriesSuite {
  const suite = Object.assign(useService(inquiriesService, { env }), {
    artistBody: (overrides = {}) => artistInquiryBody(suite.artist.id, overrides),
    studioBody: (overrides = {}) => studioInquiryBody(suite.studio.id, overrides),
    sendArtist: (body, options) => sendArtistInquiry(suite, body, options),
    sendStudio: (body, options) => sendStudioInquiry(suite, body, options),
    storedCounts: () => storedCounts(suite),
  } satisfies Partial<InquiriesSuite>) as InquiriesSuite;
  beforeAll(async () => {
    const [artist, studio] = [await publishedArtist(suite), await publishedStudio(suite)];
    Object.assign(suite, {
      artist: artist.artist,
      artistUser: artist.user,
      studio: studio.studio,
      studioUser: studio.user,
    });
  });
  return suite;
}

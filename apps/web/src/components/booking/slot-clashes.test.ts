import { describe, expect, it } from 'vitest';
import { aBooking, FIXTURE_ARTIST_ID } from '@/testing/offer-fixtures';
import { clashOf } from './slot-clashes';

const STUDIO = '99999999-9999-4999-8999-999999999999';
// A session from 16:00 to 19:00 UTC.
const booked = aBooking();

describe('clashOf', () => {
  it('finds a session the new one overlaps, and none it only touches', () => {
    const owner = { artistId: FIXTURE_ARTIST_ID };
    expect(clashOf([booked], owner, '2030-03-04T18:30:00.000Z', 1)).toEqual({
      clientName: 'Jo Client',
      start: '2030-03-04T16:00:00.000Z',
      end: '2030-03-04T19:00:00.000Z',
    });
    expect(clashOf([booked], owner, '2030-03-04T13:00:00.000Z', 3)).toBeUndefined();
    expect(clashOf([booked], owner, '2030-03-04T19:00:00.000Z', 2)).toBeUndefined();
  });

  it('ignores cancelled sessions and bookings that no longer stand', () => {
    const owner = { artistId: FIXTURE_ARTIST_ID };
    const at = '2030-03-04T17:00:00.000Z';
    const cancelled = booked.sessions.map((session) => ({ ...session, status: 'cancelled' as const }));
    expect(clashOf([aBooking({ status: 'cancelled' })], owner, at, 1)).toBeUndefined();
    expect(clashOf([aBooking({ status: 'expired' })], owner, at, 1)).toBeUndefined();
    expect(clashOf([aBooking({ sessions: cancelled })], owner, at, 1)).toBeUndefined();
  });

  it("keeps to one calendar: the artist's, a studio's named artist's, or the studio's own", () => {
    const at = '2030-03-04T17:00:00.000Z';
    const studioOwn = aBooking({ artistId: null, studioId: STUDIO });
    const studioArtist = aBooking({ studioId: STUDIO });
    expect(clashOf([studioOwn], { artistId: FIXTURE_ARTIST_ID }, at, 1)).toBeUndefined();
    expect(clashOf([studioArtist], { artistId: FIXTURE_ARTIST_ID }, at, 1)).toBeDefined();
    expect(clashOf([studioArtist], { studioId: STUDIO, artistId: null }, at, 1)).toBeUndefined();
    expect(clashOf([studioOwn], { studioId: STUDIO, artistId: null }, at, 1)).toBeDefined();
    expect(clashOf([studioOwn], { studioId: STUDIO, artistId: FIXTURE_ARTIST_ID }, at, 1)).toBeUndefined();
  });
});

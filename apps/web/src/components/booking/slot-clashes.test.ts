import type { Booking } from '@inkbook/contracts/booking';
import { describe, expect, it } from 'vitest';
import { ARTIST_ID, aBooking, aSession } from '@/testing/bookings';
import { clashOf } from './slot-clashes';

const STUDIO = '99999999-9999-4999-8999-999999999999';
/** A booking of the artist's whose session is on March 4, 2030, from 16:00 to 19:00 UTC. */
const bookedMarch4 = (more: Partial<Booking> = {}) =>
  aBooking({ sessions: [aSession(1, '2030-03-04T16:00:00.000Z')], ...more });
const booked = bookedMarch4();

describe('clashOf', () => {
  it('finds a session the new one overlaps, and none it only touches', () => {
    const owner = { artistId: ARTIST_ID };
    expect(clashOf([booked], owner, '2030-03-04T18:30:00.000Z', 1)).toEqual({
      clientName: 'Sam Client',
      start: '2030-03-04T16:00:00.000Z',
      end: '2030-03-04T19:00:00.000Z',
    });
    expect(clashOf([booked], owner, '2030-03-04T13:00:00.000Z', 3)).toBeUndefined();
    expect(clashOf([booked], owner, '2030-03-04T19:00:00.000Z', 2)).toBeUndefined();
  });

  it('ignores cancelled sessions and bookings that no longer stand', () => {
    const owner = { artistId: ARTIST_ID };
    const at = '2030-03-04T17:00:00.000Z';
    const cancelled = booked.sessions.map((session) => ({ ...session, status: 'cancelled' as const }));
    expect(clashOf([bookedMarch4({ status: 'cancelled' })], owner, at, 1)).toBeUndefined();
    expect(clashOf([bookedMarch4({ status: 'expired' })], owner, at, 1)).toBeUndefined();
    expect(clashOf([bookedMarch4({ sessions: cancelled })], owner, at, 1)).toBeUndefined();
  });

  it("keeps to one calendar: the artist's, a studio's named artist's, or the studio's own", () => {
    const at = '2030-03-04T17:00:00.000Z';
    const studioOwn = bookedMarch4({ artistId: null, studioId: STUDIO });
    const studioArtist = bookedMarch4({ studioId: STUDIO });
    expect(clashOf([studioOwn], { artistId: ARTIST_ID }, at, 1)).toBeUndefined();
    expect(clashOf([studioArtist], { artistId: ARTIST_ID }, at, 1)).toBeDefined();
    expect(clashOf([studioArtist], { studioId: STUDIO, artistId: null }, at, 1)).toBeUndefined();
    expect(clashOf([studioOwn], { studioId: STUDIO, artistId: null }, at, 1)).toBeDefined();
    expect(clashOf([studioOwn], { studioId: STUDIO, artistId: ARTIST_ID }, at, 1)).toBeUndefined();
  });
});

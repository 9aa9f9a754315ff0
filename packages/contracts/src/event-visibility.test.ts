import { describe, expect, it } from 'vitest';
import { canSeeEvent } from './event-visibility';
import type { SessionUser } from './identity';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const S = '00000000-0000-4000-8000-000000000005';
const user = (over: Partial<SessionUser>): SessionUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'u@example.com',
  role: 'artist',
  artistId: null,
  studioId: null,
  ...over,
});
const event = (subject: string, data: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-0000000000ee',
  subject,
  occurredAt: '2026-11-22T10:00:00.000Z',
  data,
});

describe('canSeeEvent', () => {
  it('hides everything from visitors', () => {
    expect(canSeeEvent(null, event('catalog.artist.updated', { id: A }))).toBe(false);
  });
  it('shows everything to admins', () => {
    expect(canSeeEvent(user({ role: 'admin' }), event('inquiries.inquiry.created', { artistId: B }))).toBe(
      true,
    );
  });
  it('shows an artist their own profile and inquiries, not another artist’s', () => {
    const artist = user({ artistId: A });
    expect(canSeeEvent(artist, event('catalog.artist.updated', { id: A }))).toBe(true);
    expect(canSeeEvent(artist, event('inquiries.inquiry.created', { artistId: A }))).toBe(true);
    expect(canSeeEvent(artist, event('inquiries.inquiry.created', { artistId: B }))).toBe(false);
    // A studio event whose id happens to equal the artist id is not about the artist.
    expect(canSeeEvent(artist, event('catalog.studio.updated', { id: A }))).toBe(false);
  });
  it('shows a studio its claims and its own profile', () => {
    const studio = user({ role: 'studio', studioId: S });
    expect(canSeeEvent(studio, event('claims.claim.created', { studioId: S, artistId: A }))).toBe(true);
    expect(canSeeEvent(studio, event('catalog.studio.updated', { id: S }))).toBe(true);
    expect(canSeeEvent(studio, event('catalog.artist.updated', { id: A }))).toBe(false);
  });
  it('shows a notification to its owner only, an admin included, and auth events to nobody', () => {
    const owner = user({ role: 'client' });
    const admin = user({ id: B, role: 'admin' });
    const note = event('notifications.notification.created', { userId: owner.id });
    expect(canSeeEvent(owner, note)).toBe(true);
    expect(canSeeEvent(admin, note)).toBe(false);
    expect(canSeeEvent(admin, event('auth.account-link.issued', { userId: admin.id, token: 't' }))).toBe(
      false,
    );
    expect(canSeeEvent(owner, event('auth.user.updated', { id: owner.id }))).toBe(false);
  });
  it('shows an offer or a booking to its client and its recipient, not to the artist a studio named', () => {
    const client = user({ id: B, role: 'client' });
    const recipient = user({ role: 'studio', studioId: S });
    const named = user({ artistId: A });
    const booking = event('bookings.booking.updated', {
      artistId: A,
      studioId: S,
      recipientArtistId: null,
      recipientStudioId: S,
      clientUserId: B,
    });
    expect(canSeeEvent(client, booking)).toBe(true);
    expect(canSeeEvent(recipient, booking)).toBe(true);
    expect(canSeeEvent(named, booking)).toBe(false);
    expect(canSeeEvent(user({ id: A, role: 'client' }), booking)).toBe(false);
    // A client's track record is for recipients to read through inquiries, never pushed to anyone but its client.
    const record = event('bookings.client-record.updated', { clientUserId: B, clientEmail: 'c@example.com' });
    expect(canSeeEvent(client, record)).toBe(true);
    expect(canSeeEvent(recipient, record)).toBe(false);
  });
});

import type { EventEnvelope } from './events';
import type { SessionUser } from './identity';

const idOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Which bus events a signed-in user's browser may receive over /api/events: admins see everything; artists and
 * studios see events about their own profile and about inquiries and claims addressed to it; everyone sees their own
 * notifications and nobody sees auth's events. Visitors see none.
 */
export function canSeeEvent(user: SessionUser | null, event: EventEnvelope): boolean {
  if (!user) return false;
  const { data, subject } = event;
  // Account links carry single-use tokens: no browser ever receives them, an admin's included.
  if (subject.startsWith('auth.')) return false;
  // Waitlist entries' events carry their leave and invite tokens (for the emails) and a person's contact.
  if (subject.startsWith('inquiries.waitlist-entry.')) return false;
  // An erased client's names and address, for the services that erase them.
  if (subject === 'inquiries.client.erased') return false;
  // A notification is its owner's alone.
  if (subject.startsWith('notifications.')) return idOf(data.userId) === user.id;
  if (user.role === 'admin') return true;
  // A conversation's message also reaches the client who sent the inquiry.
  if (subject === 'inquiries.message.created' && idOf(data.clientUserId) === user.id) return true;
  // Offers and bookings reach their client, their recipient (below) and no one else (not the studio's named artist).
  if (subject.startsWith('bookings.')) {
    if (idOf(data.clientUserId) === user.id) return true;
    if (subject === 'bookings.client-record.updated') return false;
    return (
      (!!user.artistId && idOf(data.recipientArtistId) === user.artistId) ||
      (!!user.studioId && idOf(data.recipientStudioId) === user.studioId)
    );
  }
  const entityId = idOf(data.id);
  const artistIds = [idOf(data.artistId), subject.startsWith('catalog.artist.') ? entityId : undefined];
  const studioIds = [idOf(data.studioId), subject.startsWith('catalog.studio.') ? entityId : undefined];
  return (
    (!!user.artistId && artistIds.includes(user.artistId)) ||
    (!!user.studioId && studioIds.includes(user.studioId))
  );
}

import { isArtistRole, isStudioRole, type SessionUser } from '@inkbook/contracts/identity';
import { badRequest, forbidden, notFound } from '@inkbook/service-kit';
import type { WaitlistEntryRow } from './waitlist.table';
import { recipientOf, type WaitlistRecipient } from './waitlist-recipient';

// Who manages a waitlist (issue 26): only the artist or studio it belongs to. A login holding neither profile
// (a client, an admin: the entries are private contact details nobody else needs) is refused (403); another artist
// or studio learns nothing of an entry, not even that it exists (404), as with inquiries (shared/access.ts).

type Owner = Pick<WaitlistRecipient, 'kind' | 'id'>;

export const WAITLIST_ENTRY_NOT_FOUND = 'Waitlist entry not found';
const PICK_OWNER = 'Please say whose waitlist: as=artist or as=studio';

const held = (user: SessionUser): Owner[] => [
  ...(isArtistRole(user.role) && user.artistId ? [{ kind: 'artist' as const, id: user.artistId }] : []),
  ...(isStudioRole(user.role) && user.studioId ? [{ kind: 'studio' as const, id: user.studioId }] : []),
];

/** Whose waitlist the signed-in owner reads (`?as=` for an artist-studio login, as bookings' settings). */
export function ownerOf(user: SessionUser, as: Owner['kind'] | undefined): Owner {
  const profiles = held(user);
  const owner = as ? profiles.find((p) => p.kind === as) : profiles.length === 1 ? profiles[0] : undefined;
  if (owner) return owner;
  if (!as && profiles.length > 1) throw badRequest(PICK_OWNER, { as: PICK_OWNER });
  throw forbidden();
}

/** The entry, if `user` owns the waitlist it is on and it still waits; 403 for non-owners by role, else 404. */
export function assertOwns(user: SessionUser, entry: WaitlistEntryRow | undefined): WaitlistEntryRow {
  const profiles = held(user);
  if (profiles.length === 0) throw forbidden();
  const recipient = entry && recipientOf(entry);
  if (
    !entry ||
    entry.invite_used_at ||
    !profiles.some((p) => p.kind === recipient?.kind && p.id === recipient.id)
  )
    throw notFound(WAITLIST_ENTRY_NOT_FOUND);
  return entry;
}

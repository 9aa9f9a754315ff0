import type { InquiryKind } from '@inkbook/contracts/booking-rules';
import { isArtistRole, isStudioRole, type SessionUser } from '@inkbook/contracts/identity';
import { badRequest, forbidden, notFound } from '@inkbook/service-kit';
import type { OwnerKind } from '../settings/settings.table';

// Who someone is to an inquiry, and to the offers and bookings made on it (issue 23): its recipient (the artist of an
// artist inquiry, the studio of a studio inquiry), the client who sent it (their account), an admin, or nobody. Every
// offer and booking route decides with these, so the answers agree: the party a route is for acts; the other party
// and admins are told no (403); anyone else is not told it exists (404).

/**
 * What decides the parties: an inquiry row carries them (offers/offer.service `partiesOf`), and so does a booking
 * row (`{ kind: row.inquiry_kind, recipientId: row.recipient_id, clientUserId: row.client_user_id }`).
 */
export interface Parties {
  kind: InquiryKind;
  /** The artist (artist inquiry) or studio (studio inquiry) it was sent to. */
  recipientId: string;
  /** The client's account (null for a client who sent without one: nobody may act as them). */
  clientUserId: string | null;
}

export type Party = 'recipient' | 'client' | 'admin';

/** `user` holds the artist profile `artistId` (an artist or an artist-studio login). */
const holdsArtist = (user: SessionUser, artistId: string) =>
  isArtistRole(user.role) && user.artistId === artistId;
/** `user` holds the studio profile `studioId` (a studio or an artist-studio login). */
const holdsStudio = (user: SessionUser, studioId: string) =>
  isStudioRole(user.role) && user.studioId === studioId;

/**
 * The sides `user` is on: none for a stranger, both for an account that sent an inquiry to its own profile (a
 * booking's actions then pick the side each is for).
 */
export function sidesOf(user: SessionUser, parties: Parties): ('recipient' | 'client')[] {
  const recipient =
    parties.kind === 'artist'
      ? holdsArtist(user, parties.recipientId)
      : holdsStudio(user, parties.recipientId);
  const client = parties.clientUserId !== null && parties.clientUserId === user.id;
  return [...(recipient ? ['recipient' as const] : []), ...(client ? ['client' as const] : [])];
}

/** Who `user` is to these parties (the recipient first, when both), or null for nobody. */
export function partyOf(user: SessionUser, parties: Parties): Party | null {
  const [side] = sidesOf(user, parties);
  return side ?? (user.role === 'admin' ? 'admin' : null);
}

/**
 * Lets only the `acts` party through: the other party and admins get 403, anyone else 404 with `notFoundMessage`
 * (the same answer as for an id that names nothing).
 */
export function assertActs(
  user: SessionUser,
  parties: Parties,
  acts: 'recipient' | 'client',
  notFoundMessage: string,
): void {
  const party = partyOf(user, parties);
  if (party === acts) return;
  if (party) throw forbidden();
  throw notFound(notFoundMessage);
}

/** Lets the parties and admins read; anyone else gets 404 with `notFoundMessage`. */
export function assertReads(user: SessionUser, parties: Parties, notFoundMessage: string): void {
  if (!partyOf(user, parties)) throw notFound(notFoundMessage);
}

/** The artist or studio whose booking settings or calendar feed a request concerns. */
export interface Owner {
  kind: OwnerKind;
  id: string;
}

const PICK_OWNER = 'Please say whose settings: as=artist or as=studio';

/**
 * Whose settings or feed a signed-in artist or studio means (`?as=`): the profile the login holds, or for an
 * artist-studio login, the one `as` names (400 when it names none). A login holding neither (clients, admins), or
 * asking `as` for a profile it does not hold, is refused (403).
 */
export function ownerOf(user: SessionUser, as: OwnerKind | undefined): Owner {
  const held: Owner[] = [];
  if (isArtistRole(user.role) && user.artistId) held.push({ kind: 'artist', id: user.artistId });
  if (isStudioRole(user.role) && user.studioId) held.push({ kind: 'studio', id: user.studioId });
  const owner = as ? held.find((h) => h.kind === as) : held.length === 1 ? held[0] : undefined;
  if (owner) return owner;
  if (!as && held.length > 1) throw badRequest(PICK_OWNER, { as: PICK_OWNER });
  throw forbidden();
}

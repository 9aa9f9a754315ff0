import { isArtistRole, isStudioRole, type SessionUser } from '@inkbook/contracts/identity';
import { forbidden } from '@inkbook/service-kit';
import type { OwnerKind } from '../settings/settings.table';

/** The artist or studio a signed-in person acts as (settings, the calendar feed). */
export interface Owner {
  kind: OwnerKind;
  id: string;
}

/**
 * Whose settings or feed: `as` when given (an `artist-studio` account picks one), else the profile the account
 * has (an `artist-studio` without `as` is its artist). Clients, admins, and an `as` the account does not have: 403.
 */
export function ownerOf(user: SessionUser, as?: OwnerKind): Owner {
  const kind = as ?? (isArtistRole(user.role) ? 'artist' : 'studio');
  const id =
    kind === 'artist'
      ? isArtistRole(user.role) && user.artistId
      : isStudioRole(user.role) && user.studioId;
  if (!id) throw forbidden(`Only ${kind === 'artist' ? 'an artist' : 'a studio'} account can do this`);
  return { kind, id };
}


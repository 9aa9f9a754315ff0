import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useStudioClaims } from '@/lib/claims';
import type { OfferValues } from './offer-defaults';

/**
 * A studio's offer may name the artist who will tattoo, one of its verified artists (any other is refused); left at
 * the studio's choice, the session goes in the studio's own calendar. Shown only once it has a verified artist.
 */
export function ArtistChoiceField({ studioId }: { studioId: string }) {
  const { register, formState } = useFormContext<OfferValues>();
  const claims = useStudioClaims(studioId);
  const artists = (claims.data ?? []).flatMap((claim) =>
    claim.status === 'verified' && claim.artist ? [claim.artist] : [],
  );
  if (artists.length === 0) return null;
  return (
    <Field
      id="offer-artist"
      label="Artist (optional)"
      hint="Who will tattoo. Their booked sessions are checked for clashes."
      error={formState.errors.artistId?.message}
    >
      {(control) => (
        <Select {...control} {...register('artistId')}>
          <option value="">The studio's choice</option>
          {artists.map((artist) => (
            <option key={artist.id} value={artist.id}>
              {artist.artistName}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

import type { InquiryKind } from '@inkbook/contracts/booking-rules';
import type { BookingsDb } from '../db';

/** A recipient as an offer names it, with the policy texts it snapshots (studios have no touch-up policy). */
export interface RecipientProfile {
  name: string;
  depositPolicy: string | null;
  cancellationPolicy: string | null;
  touchupPolicy: string | null;
}

/** The approved artist (artist inquiries) or studio (studio inquiries) `id`, or undefined when it is not listed. */
export async function findRecipientProfile(
  db: BookingsDb,
  kind: InquiryKind,
  id: string,
): Promise<RecipientProfile | undefined> {
  if (kind === 'artist') {
    const artist = await db
      .selectFrom('approved_artists')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      artist && {
        name: artist.artist_name,
        depositPolicy: artist.deposit_policy,
        cancellationPolicy: artist.cancellation_policy,
        touchupPolicy: artist.touchup_policy,
      }
    );
  }
  const studio = await db.selectFrom('approved_studios').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    studio && {
      name: studio.studio_name,
      depositPolicy: studio.deposit_policy,
      cancellationPolicy: studio.cancellation_policy,
      touchupPolicy: null,
    }
  );
}

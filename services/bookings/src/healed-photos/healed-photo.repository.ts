import type { BookingsDb } from '../db';

// A booking's healed photos (kysely only).

/** A booking's photos, oldest first. */
export const photosOf = (db: BookingsDb, bookingId: string) =>
  db
    .selectFrom('healed_photos')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .execute();

export async function countPhotos(db: BookingsDb, bookingId: string): Promise<number> {
  const { count } = await db
    .selectFrom('healed_photos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The photos of one post, in the order sent: a millisecond apart, since `now()` is one instant for the whole
 * transaction and every read orders a booking's photos by `created_at`.
 */
export function insertPhotos(
  db: BookingsDb,
  bookingId: string,
  hashes: readonly string[],
  allowPublic: boolean,
) {
  const at = Date.now();
  return db
    .insertInto('healed_photos')
    .values(
      hashes.map((hash, index) => ({
        booking_id: bookingId,
        hash,
        allow_public: allowPublic,
        created_at: new Date(at + index),
      })),
    )
    .execute();
}

/** Photo `photoId` of the booking (undefined when it has no such photo). */
export const findPhoto = (db: BookingsDb, bookingId: string, photoId: string, { forUpdate = false } = {}) => {
  const query = db
    .selectFrom('healed_photos')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('id', '=', photoId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/** Marks a photo published; answers the row, or undefined when it already was (a concurrent publish won). */
export const markPublished = (db: BookingsDb, photoId: string, portfolioUrl: string) =>
  db
    .updateTable('healed_photos')
    .set({ published_at: new Date(), portfolio_url: portfolioUrl })
    .where('id', '=', photoId)
    .where('published_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

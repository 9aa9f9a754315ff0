import type { HealedPhoto } from '@inkbook/contracts/aftercare';
import { HEALED_TEXTS, MAX_HEALED_PHOTOS } from '@inkbook/contracts/aftercare-rules';
import { BOOKING_NOT_FOUND } from '@inkbook/contracts/booking-rules';
import { isUuid } from '@inkbook/contracts/fields';
import type { SessionUser } from '@inkbook/contracts/identity';
import { type Caller, conflict, forbidden, notFound } from '@inkbook/service-kit';
import { assertReads, sidesOf } from '../bookings/booking.access';
import { publishBooking } from '../bookings/booking.events';
import { findBookingRow, recordHistory, sessionRowsOf } from '../bookings/booking.repository';
import type { BookingRow } from '../bookings/booking.table';
import { ADMIN_READS_BOOKINGS, type BookingSide, RECIPIENT_ONLY } from '../bookings/booking.transitions';
import type { BookingsContext } from '../context';
import type { BookingsDb } from '../db';
import { toHealedPhoto } from './healed-photo.mapper';
import { countPhotos, findPhoto, insertPhotos, markPublished, photosOf } from './healed-photo.repository';
import type { HealedPhotoRow } from './healed-photo.table';

// Issue 24 item 5: the client sends healed photos of a booking once a session is done (private media, at most 4
// per booking), its parties and admins see them, and the recipient may add one the client allowed to the artist's
// portfolio (catalog's internal route).

const PHOTO_NOT_FOUND = 'Photo not found';

/**
 * The booking for `side` only: a stranger is not told it exists (404), an admin reads but never acts (403), the
 * other side is told who may (403 `message`).
 */
function assertSide(user: SessionUser, row: BookingRow | undefined, side: BookingSide, message: string) {
  const sides = row ? sidesOf(user, row) : [];
  if (!row || (sides.length === 0 && user.role !== 'admin')) throw notFound(BOOKING_NOT_FOUND);
  if (sides.length === 0) throw forbidden(ADMIN_READS_BOOKINGS);
  if (!sides.includes(side)) throw forbidden(message);
  return row;
}

async function photoOf(db: BookingsDb, bookingId: string, photoId: string): Promise<HealedPhotoRow> {
  const photo = isUuid(photoId) ? await findPhoto(db, bookingId, photoId) : undefined;
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  return photo;
}

/**
 * POST /api/bookings/{id}/healed-photos (the client): once a session is done, 1–4 photos, at most 4 per booking
 * counting those already sent. Checked and written on the booking's locked row, so two posts at once count each
 * other's photos; the images are stored in the same transaction (a refused one stores nothing). Answers all of
 * the booking's photos.
 */
export function addHealedPhotos(
  context: BookingsContext,
  caller: { user: SessionUser; ip: string },
  id: string,
  body: { images: string[]; allowPublic: boolean },
): Promise<{ photos: HealedPhoto[] }> {
  return context.db.transaction().execute(async (trx) => {
    const found = isUuid(id) ? await findBookingRow(trx, id, { forUpdate: true }) : undefined;
    const row = assertSide(caller.user, found, 'client', HEALED_TEXTS.clientOnly);
    const sessions = await sessionRowsOf(trx, [row.id]);
    if (!sessions.some((session) => session.status === 'done')) throw conflict(HEALED_TEXTS.notYet);
    if ((await countPhotos(trx, row.id)) + body.images.length > MAX_HEALED_PHOTOS)
      throw conflict(HEALED_TEXTS.tooMany, { images: HEALED_TEXTS.tooMany });
    // Each photo is decoded as an upload is, so each counts as one of the address's uploads (before any work).
    for (const _image of body.images) await context.uploads.consume(caller.ip);
    const hashes = await context.healedPhotos.ingest(trx, body.images);
    await insertPhotos(trx, row.id, hashes, body.allowPublic);
    await recordHistory(trx, row.id, 'client', 'Healed photo sent');
    await publishBooking(trx, row.id, 'healed_photos_added', 'client');
    return { photos: (await photosOf(trx, row.id)).map((photo) => toHealedPhoto(row.id, photo)) };
  });
}

/** GET …/healed-photos/{photoId}: the stored photo's hash, for the booking's parties and admins (else 404). */
export async function readableHealedPhoto(
  db: BookingsDb,
  user: SessionUser,
  id: string,
  photoId: string,
): Promise<string> {
  const row = assertReads(user, isUuid(id) ? await findBookingRow(db, id) : undefined);
  return (await photoOf(db, row.id, photoId)).hash;
}

/**
 * POST …/healed-photos/{photoId}/publish (the recipient): adds a photo the client allowed to the booking's artist's
 * portfolio. Catalog's call runs outside any transaction (it decodes the image), so a publish that failed after
 * catalog took the image may be retried, and two clicks may race: catalog's add is idempotent (the same stored
 * bytes make the same content-addressed URL, which an artist's portfolio holds at most once), and only the first
 * to mark the photo published wins here (the other is told it already is).
 */
export async function publishHealedPhoto(
  context: BookingsContext,
  caller: Caller & { user: SessionUser },
  id: string,
  photoId: string,
): Promise<{ photo: HealedPhoto; portfolioUrl: string }> {
  const { db } = context;
  const found = isUuid(id) ? await findBookingRow(db, id) : undefined;
  const row = assertSide(caller.user, found, 'recipient', RECIPIENT_ONLY);
  const photo = await photoOf(db, row.id, photoId);
  if (!photo.allow_public) throw conflict(HEALED_TEXTS.notPublic);
  if (photo.published_at !== null) throw conflict(HEALED_TEXTS.alreadyPublished);
  if (row.artist_id === null) throw conflict(HEALED_TEXTS.noArtist);
  const image = await context.healedPhotos.dataUrl(photo.hash);
  if (!image) throw new Error(`healed photo ${photo.id} has no stored image`);
  const url = await context.catalog.addPortfolioImage(caller, { artistId: row.artist_id, image });
  // The named artist is no longer listed (deleted, or no longer approved): no portfolio could show it.
  if (url === null) throw conflict(HEALED_TEXTS.noArtist);
  const published = await markPublished(db, photo.id, url);
  if (!published) throw conflict(HEALED_TEXTS.alreadyPublished);
  return { photo: toHealedPhoto(row.id, published), portfolioUrl: url };
}

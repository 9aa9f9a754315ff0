import type { HealedPhoto } from '@inkbook/contracts/aftercare';
import { healedPhotoPath } from './healed-photo.paths';
import type { HealedPhotoRow } from './healed-photo.table';

// Timestamps are read as ISO strings (service-kit's type parser), whatever the table types say: normalise either.
const iso = (value: Date | string) => new Date(value).toISOString();

/** A healed photo as the API answers it: its URL is the booking's authorized route, never a public one. */
export const toHealedPhoto = (bookingId: string, row: HealedPhotoRow): HealedPhoto => ({
  id: row.id,
  url: healedPhotoPath(bookingId, row.id),
  allowPublic: row.allow_public,
  publishedAt: row.published_at === null ? null : iso(row.published_at),
  createdAt: iso(row.created_at),
});

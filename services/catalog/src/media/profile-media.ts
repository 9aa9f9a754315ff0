import { parseMediaUrl } from '@inkbook/contracts/media';
import { publicMediaUrl } from '@inkbook/media';
import type { ArtistRow } from '../artists/artist.table';
import type { CatalogDb } from '../db';
import type { StudioRow } from '../studios/studio.table';
import type { CatalogMedia } from './media.service';
import { imagesStillShown, lockMedia } from './profile-media.repository';

type Images = (string | null)[];

/** Every image an artist's profile shows: the profile photo, the portfolio and the flash. */
export const artistImages = (
  row: Pick<ArtistRow, 'profile_image' | 'portfolio_images' | 'flash_images'>,
): Images => [row.profile_image, ...row.portfolio_images, ...row.flash_images];

/** Every image a studio's profile shows: logo, banner, interior and exterior photos. */
export const studioImages = (
  row: Pick<StudioRow, 'logo' | 'banner_image' | 'interior_images' | 'exterior_images'>,
): Images => [row.logo, row.banner_image, ...row.interior_images, ...row.exterior_images];

/**
 * A deleted profile's images leave public view with it (issue 27 item 5): in the delete's transaction, so
 * `/media/...` answers 404 the moment the profile is gone, and their bytes go too (they live in our own schema). An
 * image another profile still shows stays. Call after the profile's row is deleted in `trx`.
 */
export async function releaseImages(media: CatalogMedia, trx: CatalogDb, images: Images): Promise<void> {
  const unique = new Set<string>();
  for (const url of images) {
    const hash = url && parseMediaUrl(url)?.hash;
    if (hash) unique.add(hash);
  }
  const hashes = [...unique];
  await lockMedia(trx, hashes);
  // Profiles hold canonical URLs (catalog stores every image reference as one).
  const shown = await imagesStillShown(trx, hashes.map(publicMediaUrl));
  await media.forget(
    trx,
    hashes.filter((hash) => !shown.has(publicMediaUrl(hash))),
  );
}

import { PORTFOLIO_MAX } from '@inkbook/contracts/artist-forms';
import { conflict, enqueueEvent, notFound } from '@inkbook/service-kit';
import type { CatalogContext } from '../context';
import { ingestImages } from '../media/media.service';
import { toArtist } from './artist.mapper';
import * as repo from './artist.repository';
import { ARTIST_NOT_FOUND } from './artist.service';

/**
 * POST /internal/portfolio-images (issue 24): bookings puts a healed photo the client allowed into the booking's
 * artist's portfolio. The image is ingested before the transaction (slow work outside it); inside it, on the
 * artist's locked row, it is appended and the artist's update published, as an owner's edit is.
 *
 * Idempotent, so bookings may retry a publish whose answer it lost: media is content-addressed, so the same image
 * makes the same URL, and a portfolio that already holds it answers it again unchanged (checked before the limit,
 * so a retry is not refused by its own first try filling the portfolio).
 */
export async function addPortfolioImage(
  context: CatalogContext,
  body: { artistId: string; image: string },
): Promise<{ url: string }> {
  const [url] = await ingestImages(context.media, [body.image]);
  return context.db.transaction().execute(async (trx) => {
    const row = await repo.lockArtistById(trx, body.artistId);
    // Only an approved artist has a public portfolio to show it in.
    if (row?.status !== 'approved') throw notFound(ARTIST_NOT_FOUND);
    if (row.portfolio_images.includes(url)) return { url };
    if (row.portfolio_images.length >= PORTFOLIO_MAX.count)
      throw conflict(PORTFOLIO_MAX.message, { portfolioImages: PORTFOLIO_MAX.message });
    const updated = await repo.updateArtist(trx, row.id, {
      portfolio_images: [...row.portfolio_images, url],
    });
    if (!updated) throw notFound(ARTIST_NOT_FOUND);
    await context.media.claim(trx, [url]);
    await enqueueEvent(trx, 'catalog.artist.updated', toArtist(updated));
    return { url };
  });
}

import type { Books, FlashPiece } from '@inkbook/contracts/availability';
import { approvedProfileOf, artistProfileSubjects, studioProfileSubjects } from '@inkbook/contracts/events';
import { parseMediaUrl } from '@inkbook/contracts/media';
import { publicMediaUrl } from '@inkbook/media';
import type { ApprovedArtist, ApprovedStudio } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import type { InquiriesTrx } from '../db';
import { announceBooksOpened } from '../waitlist/waitlist-events';
import type { BooksColumns, FlashTerms } from './recipient.table';

// Who may receive inquiries (DESIGN §4 projections): catalog's approved artists and studios, with what an inquiry
// needs of them. Kept here rather than through service-kit's registerApprovedProfiles because issue 26 needs the
// row as it was: books going from closed or waitlist to open tell the waitlist, in the same transaction.

/** A media URL at any rendition as its canonical URL, so a flash design picked at any size compares equal. */
export const canonicalMediaUrl = (url: string) => {
  const parsed = parseMediaUrl(url);
  return parsed ? publicMediaUrl(parsed.hash) : null;
};

const canonical = (urls: readonly string[]) =>
  urls.flatMap((url) => {
    const found = canonicalMediaUrl(url);
    return found ? [found] : [];
  });

const booksColumns = (books: Books): BooksColumns => ({
  books_status: books.status,
  books_request_cap: books.requestCap,
  books_opened_at: books.openedAt,
});

/**
 * Each piece's terms by canonical URL. A claim is kept once seen (this service marks it when the booking is
 * confirmed; catalog's snapshot may still be from before it learned of the claim).
 */
function flashTerms(pieces: readonly FlashPiece[], before: Record<string, FlashTerms> | undefined) {
  const terms: Record<string, FlashTerms> = {};
  for (const piece of pieces) {
    const url = canonicalMediaUrl(piece.url);
    if (!url) continue;
    const { price, sizeInches, repeatable } = piece;
    terms[url] = { price, sizeInches, repeatable, claimed: piece.claimed || before?.[url]?.claimed === true };
  }
  return terms;
}

const reopened = (before: BooksColumns | undefined, after: BooksColumns) =>
  before !== undefined && before.books_status !== 'open' && after.books_status === 'open';

async function keepArtist(
  context: InquiriesContext,
  trx: InquiriesTrx,
  id: string,
  artist: ApprovedArtist | null,
) {
  if (!artist) return void (await trx.deleteFrom('approved_artists').where('id', '=', id).execute());
  const before = await trx
    .selectFrom('approved_artists')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  const row = {
    artist_name: artist.artistName,
    handle: artist.instagramHandle,
    phone: artist.phone,
    flash_images: canonical(artist.flashImages),
    flash: JSON.stringify(flashTerms(artist.flash, before?.flash)),
    ...booksColumns(artist.books),
  };
  await trx
    .insertInto('approved_artists')
    .values({ id, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  if (reopened(before, row))
    await announceBooksOpened(context, trx, {
      kind: 'artist',
      id,
      name: row.artist_name,
      handle: row.handle,
    });
}

async function keepStudio(
  context: InquiriesContext,
  trx: InquiriesTrx,
  id: string,
  studio: ApprovedStudio | null,
) {
  if (!studio) return void (await trx.deleteFrom('approved_studios').where('id', '=', id).execute());
  const before = await trx
    .selectFrom('approved_studios')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  const row = { studio_name: studio.studioName, handle: studio.handle, ...booksColumns(studio.books) };
  await trx
    .insertInto('approved_studios')
    .values({ id, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  if (reopened(before, row))
    await announceBooksOpened(context, trx, {
      kind: 'studio',
      id,
      name: row.studio_name,
      handle: row.handle,
    });
}

/** The durables keep service-kit's names (`inquiries-artists`, `inquiries-studios`), so no event is read twice. */
export async function registerRecipientConsumers(context: InquiriesContext) {
  await context.consume({
    durable: 'inquiries-artists',
    subjects: artistProfileSubjects,
    handle: (trx, event) => keepArtist(context, trx, event.data.id, approvedProfileOf(event)),
  });
  await context.consume({
    durable: 'inquiries-studios',
    subjects: studioProfileSubjects,
    handle: (trx, event) => keepStudio(context, trx, event.data.id, approvedProfileOf(event)),
  });
}

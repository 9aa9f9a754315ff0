import { type Artist, type ArtistListQuery, browseStyles } from '@inkbook/contracts/artist';
import { type ArtistApplication, type ArtistUpdate, artistEditSchema } from '@inkbook/contracts/artist-forms';
import { isUuid, mergeEdit, pageSizeOf } from '@inkbook/contracts/fields';
import type { SessionUser } from '@inkbook/contracts/identity';
import {
  type Applicant,
  conflict,
  enqueueEvent,
  forbidden,
  notFound,
  withAccount,
} from '@inkbook/service-kit';
import { booksChange, flashDetailsAfter } from '../books/books.update';
import type { CatalogContext } from '../context';
import type { CatalogDb } from '../db';
import { type CatalogMedia, ingestImages } from '../media/media.service';
import { artistImages } from '../media/profile-media';
import {
  type ArtistImages,
  applicationToRow,
  editToRow,
  toArtist,
  toArtistCard,
  toArtistProfile,
  toSearchResult,
} from './artist.mapper';
import * as repo from './artist.repository';

// Artist rules: applications (profile + login together or neither), public reads, owner edits.

const HANDLE_TAKEN = 'This handle is already taken';
export const ARTIST_NOT_FOUND = 'Artist not found';
const handleTaken = () => conflict(HANDLE_TAKEN, { instagramHandle: HANDLE_TAKEN });

/** The unique index on instagram_handle caught a race the pre-check missed. */
const isHandleViolation = (error: unknown) => {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (e.constraint ?? '').includes('instagram_handle');
};

/** Pending and rejected artists still hold their handle. */
export const isHandleAvailable = async (db: CatalogDb, handle: string) =>
  !(await repo.isHandleTaken(db, handle));

/**
 * POST /api/artists. Images are ingested before the transaction (slow work outside it). Inside it: the row, the
 * login (auth's account API) and the outbox event; if anything fails after auth answered, `withAccount` undoes it.
 */
export async function applyAsArtist(
  context: CatalogContext,
  body: ArtistApplication,
  applicant: Applicant,
): Promise<Artist> {
  const { password, ...profile } = body;
  if (await repo.isHandleTaken(context.db, profile.instagramHandle)) throw handleTaken();
  const [[profileImage], portfolioImages, flashImages] = await Promise.all([
    ingestImages(context.media, [profile.profileImage]),
    ingestImages(context.media, profile.portfolioImages),
    ingestImages(context.media, profile.flashImages),
  ]);
  return withAccount(context.auth, applicant, (createAccount) =>
    context.db.transaction().execute(async (trx) => {
      const row = await repo
        .insertArtist(trx, applicationToRow(profile, { profileImage, portfolioImages, flashImages }))
        .catch((error: unknown) => {
          throw isHandleViolation(error) ? handleTaken() : error;
        });
      await createAccount({ email: profile.email, password, role: 'artist', artistId: row.id });
      await context.media.claim(trx, [profileImage, ...portfolioImages, ...flashImages]);
      const created = toArtist(row);
      // Consumers (auth, admin views) need the email; the password never leaves this function.
      await enqueueEvent(trx, 'catalog.artist.submitted', created);
      return created;
    }),
  );
}

/** Styles from links (e.g. the design generator's ?style=) match whatever their case. */
const canonicalStyle = (style: string | undefined) =>
  style ? (browseStyles.find((s) => s.toLowerCase() === style.toLowerCase()) ?? style) : undefined;

export async function listArtists(db: CatalogDb, query: ArtistListQuery) {
  const { total, rows } = await repo.listApprovedCards(db, {
    ...query,
    q: query.q || undefined,
    style: canonicalStyle(query.style || undefined),
  });
  return { items: rows.map(toArtistCard), total, page: query.page, pageSize: pageSizeOf(query) };
}

export async function getPublicProfile(db: CatalogDb, handle: string) {
  const row = await repo.findApprovedByHandle(db, handle);
  if (!row) throw notFound(ARTIST_NOT_FOUND);
  return toArtistProfile(row, await repo.findVerifiedStudios(db, row.id));
}

export const searchArtists = async (db: CatalogDb, q: string, limit: number) =>
  (await repo.searchApproved(db, q, limit)).map(toSearchResult);

/** The signed-in artist's own profile, in any status. */
export async function getMyProfile(db: CatalogDb, user: SessionUser) {
  const row = user.artistId ? await repo.findArtistById(db, user.artistId) : undefined;
  if (!row) throw notFound('Artist profile not found');
  return toArtist(row);
}

/** Owners edit their own profile; admins any. Checked before the body is even validated (see routes). */
export function assertMayEdit(user: SessionUser, artistId: string) {
  if (user.role !== 'admin' && user.artistId !== artistId)
    throw forbidden('You can only edit your own profile.');
}

/** The images the update carries, stored (data URLs ingested, ours checked); those it left out stay out. */
async function ingestUpdateImages(media: CatalogMedia, body: ArtistUpdate): Promise<ArtistImages> {
  const [profileImage, portfolioImages, flashImages] = await Promise.all([
    body.profileImage === undefined ? undefined : ingestImages(media, [body.profileImage]),
    body.portfolioImages === undefined ? undefined : ingestImages(media, body.portfolioImages),
    body.flashImages === undefined ? undefined : ingestImages(media, body.flashImages),
  ]);
  return {
    ...(profileImage && { profileImage: profileImage[0] }),
    ...(portfolioImages && { portfolioImages }),
    ...(flashImages && { flashImages }),
  };
}

/**
 * PUT /api/artists/{id} (DESIGN §5): the fields sent replace the stored ones and the merged profile must pass the
 * edit rules. Status is not the editor's to set, but the owner's edit of a rejected profile resubmits it. `books`
 * and `flash` (issue 26) are not profile fields the edit rules check: they are applied beside them.
 */
export async function updateArtistProfile(
  context: CatalogContext,
  user: SessionUser,
  artistId: string,
  body: ArtistUpdate,
): Promise<Artist> {
  assertMayEdit(user, artistId);
  if (!isUuid(artistId) || !(await repo.findArtistById(context.db, artistId)))
    throw notFound(ARTIST_NOT_FOUND);
  if (body.instagramHandle && (await repo.isHandleTaken(context.db, body.instagramHandle, artistId)))
    throw handleTaken();
  const sent = { ...body, ...(await ingestUpdateImages(context.media, body)) };
  return context.db.transaction().execute(async (trx) => {
    const current = await repo.lockArtistById(trx, artistId);
    if (!current) throw notFound(ARTIST_NOT_FOUND);
    // Unknown keys of the stored record (id, status, timestamps) are dropped by the edit schema.
    const edit = mergeEdit(artistEditSchema, toArtist(current), sent);
    const resubmitted = current.status === 'rejected' && user.artistId === artistId;
    const row = await repo
      .updateArtist(trx, artistId, {
        ...editToRow(edit),
        ...(body.books && booksChange(current, body.books)),
        flash_details: JSON.stringify(flashDetailsAfter(current.flash_details, edit.flashImages, body.flash)),
        ...(resubmitted ? { status: 'pending' } : {}),
      })
      .catch((error: unknown) => {
        throw isHandleViolation(error) ? handleTaken() : error;
      });
    if (!row) throw notFound(ARTIST_NOT_FOUND);
    await context.media.claim(trx, artistImages(row));
    const updated = toArtist(row);
    await enqueueEvent(trx, 'catalog.artist.updated', updated);
    return updated;
  });
}

import type { AdminArtist, AdminArtistUpdate } from '@inkbook/contracts/artist';
import { isUuid } from '@inkbook/contracts/fields';
import type { AdminStudioUpdate, Studio } from '@inkbook/contracts/studio';
import { conflict, enqueueEvent, notFound } from '@inkbook/service-kit';
import type { Transaction } from 'kysely';
import { deleteArtist, isHandleTaken, updateArtist } from '../artists/artist.repository';
import { ARTIST_NOT_FOUND } from '../artists/artist.service';
import type { CatalogContext } from '../context';
import type { CatalogDatabase } from '../db';
import { artistImages, releaseImages, studioImages } from '../media/profile-media';
import { deleteInquiryCounts, deleteLinksOf } from '../projections/projection.repository';
import { toStudio } from '../studios/studio.mapper';
import { deleteStudio, handleTakenByOther, updateStudio } from '../studios/studio.repository';
import { STUDIO_NOT_FOUND } from '../studios/studio.service';
import { artistUpdateColumns, studioUpdateColumns, toAdminArtist } from './admin.mapper';

// Moderation (spec §6 admin): edit, approve, reject and delete any artist or studio. Every change is one
// transaction with its event, so other services' projections (claims, inquiries, auth) follow.

const HANDLE_TAKEN = 'This handle is already taken';

/** Two admins saving the same handle at once: the unique index decides, and the loser gets the same 409. */
function handleRace(field: 'instagramHandle' | 'handle') {
  return (error: unknown): never => {
    if ((error as { code?: string } | null)?.code === '23505')
      throw conflict(HANDLE_TAKEN, { [field]: HANDLE_TAKEN });
    throw error;
  };
}

export async function adminUpdateArtist(
  context: CatalogContext,
  id: string,
  body: AdminArtistUpdate,
): Promise<AdminArtist> {
  if (!isUuid(id)) throw notFound(ARTIST_NOT_FOUND);
  const row = await context.db
    .transaction()
    .execute(async (trx) => {
      if (body.instagramHandle && (await isHandleTaken(trx, body.instagramHandle, id)))
        throw conflict(HANDLE_TAKEN, { instagramHandle: HANDLE_TAKEN });
      const updated = await updateArtist(trx, id, artistUpdateColumns(body));
      if (!updated) throw notFound(ARTIST_NOT_FOUND);
      await enqueueEvent(trx, 'catalog.artist.updated', toAdminArtist(updated));
      return updated;
    })
    .catch(handleRace('instagramHandle'));
  return toAdminArtist(row);
}

export async function adminUpdateStudio(
  context: CatalogContext,
  id: string,
  body: AdminStudioUpdate,
): Promise<Studio> {
  if (!isUuid(id)) throw notFound(STUDIO_NOT_FOUND);
  const row = await context.db
    .transaction()
    .execute(async (trx) => {
      if (body.handle && (await handleTakenByOther(trx, body.handle, id)))
        throw conflict(HANDLE_TAKEN, { handle: HANDLE_TAKEN });
      const updated = await updateStudio(trx, id, studioUpdateColumns(body));
      if (!updated) throw notFound(STUDIO_NOT_FOUND);
      await enqueueEvent(trx, 'catalog.studio.updated', toStudio(updated));
      return updated;
    })
    .catch(handleRace('handle'));
  return toStudio(row);
}

/** Removes the artist, their verified links and counts; auth unlinks the login from the deleted event. */
export async function adminDeleteArtist(context: CatalogContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(ARTIST_NOT_FOUND);
  await context.db.transaction().execute(async (trx) => {
    if (!(await removeArtist(context, trx, id))) throw notFound(ARTIST_NOT_FOUND);
  });
}

/**
 * The artist leaves the catalog in `trx` (an admin's delete, or its owner deleting their account): the profile, its
 * images, verified links and counts; its deleted event tells everyone else. False when there was none.
 */
export async function removeArtist(
  context: CatalogContext,
  trx: Transaction<CatalogDatabase>,
  id: string,
): Promise<boolean> {
  const deleted = await deleteArtist(trx, id);
  if (!deleted) return false;
  await releaseImages(context.media, trx, artistImages(deleted));
  await deleteLinksOf(trx, { artistId: id });
  await deleteInquiryCounts(trx, id);
  await enqueueEvent(trx, 'catalog.artist.deleted', {
    id,
    artistName: deleted.artist_name,
    instagramHandle: deleted.instagram_handle,
  });
  return true;
}

export async function adminDeleteStudio(context: CatalogContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(STUDIO_NOT_FOUND);
  await context.db.transaction().execute(async (trx) => {
    if (!(await removeStudio(context, trx, id))) throw notFound(STUDIO_NOT_FOUND);
  });
}

/** The studio leaves the catalog in `trx`, as removeArtist does. False when there was none. */
export async function removeStudio(
  context: CatalogContext,
  trx: Transaction<CatalogDatabase>,
  id: string,
): Promise<boolean> {
  const deleted = await deleteStudio(trx, id);
  if (!deleted) return false;
  await releaseImages(context.media, trx, studioImages(deleted));
  await deleteLinksOf(trx, { studioId: id });
  await enqueueEvent(trx, 'catalog.studio.deleted', {
    id,
    studioName: deleted.studio_name,
    handle: deleted.handle,
  });
  return true;
}

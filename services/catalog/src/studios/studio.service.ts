import type { CreateAccountResponse } from '@inkbook/contracts/auth';
import { subjects } from '@inkbook/contracts/events';
import { pageSizeOf } from '@inkbook/contracts/fields';
import { studioHandleFromName } from '@inkbook/contracts/handle';
import type { SessionUser } from '@inkbook/contracts/identity';
import type {
  Studio,
  StudioApplication,
  StudioListQuery,
  StudioProfile,
  StudioUpdate,
} from '@inkbook/contracts/studio';
import { enqueueEvent, forbidden, notFound } from '@inkbook/service-kit';
import type { CatalogContext } from '../context';
import type { CatalogDb } from '../db';
import { claimMedia, ingestImage, ingestImages } from '../media/media.service';
import { studioColumns, toStudio, toStudioCard, toStudioProfile } from './studio.mapper';
import {
  findStudioByHandle,
  findStudioById,
  insertStudio,
  listApprovedStudioCards,
  listVerifiedArtists,
  lockHandle,
  takenHandles,
  updateStudio,
} from './studio.repository';
import type { StudioRow } from './studio.table';

export const STUDIO_NOT_FOUND = 'Studio not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Stores the form's images (data URLs are ingested, our media URLs checked) and answers the form with URLs. */
async function withStoredImages<T extends StudioUpdate>(db: CatalogDb, form: T): Promise<T> {
  const [logo, bannerImage, interiorImages, exteriorImages] = await Promise.all([
    ingestImage(db, form.logo),
    ingestImage(db, form.bannerImage),
    ingestImages(db, form.interiorImages),
    ingestImages(db, form.exteriorImages),
  ]);
  return { ...form, logo, bannerImage, interiorImages, exteriorImages };
}

const imagesOf = (row: StudioRow) => [
  row.logo,
  row.banner_image,
  ...row.interior_images,
  ...row.exterior_images,
];

/** The studio's name as a slug, with '-2', '-3'… when taken (spec §3: generated, never typed). */
async function freeHandle(trx: CatalogDb, studioName: string): Promise<string> {
  const base = studioHandleFromName(studioName);
  await lockHandle(trx, base);
  const taken = await takenHandles(trx, base);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * POST /api/studios (DESIGN §3): the pending profile and its login exist together or not at all. The studio row,
 * the account call and the submitted event share one transaction; if anything fails after auth answered
 * (including the commit), the account change is reverted.
 */
export async function applyForStudio(
  context: CatalogContext,
  application: StudioApplication,
  ip: string,
): Promise<Studio> {
  const { password, ...form } = application;
  const stored = await withStoredImages(context.db, form);
  let account: CreateAccountResponse | undefined;
  let studioId: string | undefined;
  try {
    const row = await context.db.transaction().execute(async (trx) => {
      const inserted = await insertStudio(trx, {
        ...studioColumns(stored),
        handle: await freeHandle(trx, stored.studioName),
      });
      studioId = inserted.id;
      account = await context.auth.createOrLink(
        { email: stored.businessEmail, password, role: 'studio', studioId: inserted.id },
        ip,
      );
      await claimMedia(trx, imagesOf(inserted));
      await enqueueEvent(trx, subjects.catalogStudioSubmitted, toStudio(inserted));
      return inserted;
    });
    context.eventsWritten();
    return toStudio(row);
  } catch (error) {
    if (account) {
      const { userId, created } = account;
      await context.auth.revert({ userId, created, studioId }, ip).catch(() => {
        // The original failure is what the caller must see; an orphan login is logged by auth's own reverts.
      });
    }
    throw error;
  }
}

/** An approved studio's public profile by handle or id; anything else is 404 (DESIGN §5). */
export async function getPublicStudio(
  db: CatalogDb,
  by: { handle: string } | { id: string },
): Promise<StudioProfile> {
  let row: StudioRow | undefined;
  if ('id' in by) row = isUuid(by.id) ? await findStudioById(db, by.id) : undefined;
  else row = await findStudioByHandle(db, by.handle.toLowerCase());
  if (row?.status !== 'approved') throw notFound(STUDIO_NOT_FOUND);
  return toStudioProfile(row, await listVerifiedArtists(db, row.id));
}

export async function listPublicStudios(db: CatalogDb, query: StudioListQuery) {
  const { rows, total } = await listApprovedStudioCards(db, query);
  return { items: rows.map(toStudioCard), total, page: query.page, pageSize: pageSizeOf(query) };
}

/**
 * PUT /api/studios/{id}: the studio dashboard's profile form, by the studio's owner or an admin. The form has no
 * status or handle, so an owner cannot publish their own studio, and the public address stays stable.
 */
/** Owner or admin; checked before the body is validated, so nobody else learns anything about the form. */
export function assertMayEditStudio(user: SessionUser, studioId: string) {
  if (user.role !== 'admin' && user.studioId !== studioId)
    throw forbidden('You can only edit your own studio');
}

export async function updateStudioProfile(
  context: CatalogContext,
  user: SessionUser,
  id: string,
  form: StudioUpdate,
): Promise<Studio> {
  if (!isUuid(id)) throw notFound(STUDIO_NOT_FOUND);
  assertMayEditStudio(user, id);
  const stored = await withStoredImages(context.db, form);
  const row = await context.db.transaction().execute(async (trx) => {
    const updated = await updateStudio(trx, id, studioColumns(stored));
    if (!updated) throw notFound(STUDIO_NOT_FOUND);
    await claimMedia(trx, imagesOf(updated));
    await enqueueEvent(trx, subjects.catalogStudioUpdated, toStudio(updated));
    return updated;
  });
  context.eventsWritten();
  return toStudio(row);
}

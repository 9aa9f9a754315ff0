import { isUuid, mergeEdit, pageSizeOf } from '@inkbook/contracts/fields';
import { studioHandleFromName } from '@inkbook/contracts/handle';
import type { SessionUser } from '@inkbook/contracts/identity';
import {
  type Studio,
  type StudioApplication,
  type StudioEdit,
  type StudioListQuery,
  type StudioProfile,
  type StudioUpdate,
  studioEditSchema,
} from '@inkbook/contracts/studio';
import { type Applicant, enqueueEvent, forbidden, notFound, withAccount } from '@inkbook/service-kit';
import { booksChange } from '../books/books.update';
import type { CatalogContext } from '../context';
import type { CatalogDb } from '../db';
import { type CatalogMedia, ingestImages } from '../media/media.service';
import { studioImages } from '../media/profile-media';
import { studioColumns, toStudio, toStudioCard, toStudioProfile } from './studio.mapper';
import {
  findApprovedStudio,
  findStudioById,
  insertStudio,
  listApprovedStudioCards,
  listVerifiedArtists,
  lockHandle,
  lockStudioById,
  takenHandles,
  updateStudio,
} from './studio.repository';

export const STUDIO_NOT_FOUND = 'Studio not found';

type StudioImages = Partial<Pick<StudioEdit, 'logo' | 'bannerImage' | 'interiorImages' | 'exteriorImages'>>;

/**
 * Stores the images a body carries (data URLs are ingested, our media URLs checked) and answers the body with
 * their URLs; images it left out stay out.
 */
async function withStoredImages<T extends StudioImages>(media: CatalogMedia, form: T): Promise<T> {
  const [logo, bannerImage, interiorImages, exteriorImages] = await Promise.all([
    form.logo === undefined ? undefined : ingestImages(media, [form.logo]),
    form.bannerImage === undefined ? undefined : ingestImages(media, [form.bannerImage]),
    form.interiorImages === undefined ? undefined : ingestImages(media, form.interiorImages),
    form.exteriorImages === undefined ? undefined : ingestImages(media, form.exteriorImages),
  ]);
  return {
    ...form,
    ...(logo && { logo: logo[0] }),
    ...(bannerImage && { bannerImage: bannerImage[0] }),
    ...(interiorImages && { interiorImages }),
    ...(exteriorImages && { exteriorImages }),
  };
}

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
 * (including the commit), `withAccount` reverts the account change.
 */
export async function applyForStudio(
  context: CatalogContext,
  application: StudioApplication,
  applicant: Applicant,
): Promise<Studio> {
  const { password, ...form } = application;
  const stored = await withStoredImages(context.media, form);
  const row = await withAccount(context.auth, applicant, (createAccount) =>
    context.db.transaction().execute(async (trx) => {
      const inserted = await insertStudio(trx, {
        ...studioColumns(stored),
        handle: await freeHandle(trx, stored.studioName),
      });
      await createAccount({ email: stored.businessEmail, password, role: 'studio', studioId: inserted.id });
      await context.media.claim(trx, studioImages(inserted));
      await enqueueEvent(trx, 'catalog.studio.submitted', toStudio(inserted));
      return inserted;
    }),
  );
  return toStudio(row);
}

/** An approved studio's public profile by handle or id; anything else is 404 (DESIGN §5). */
export async function getPublicStudio(
  db: CatalogDb,
  by: { handle: string } | { id: string },
): Promise<StudioProfile> {
  if ('id' in by && !isUuid(by.id)) throw notFound(STUDIO_NOT_FOUND);
  const row = await findApprovedStudio(db, 'id' in by ? by : { handle: by.handle.toLowerCase() });
  if (!row) throw notFound(STUDIO_NOT_FOUND);
  return toStudioProfile(row, await listVerifiedArtists(db, row.id));
}

export async function listPublicStudios(db: CatalogDb, query: StudioListQuery) {
  const { rows, total } = await listApprovedStudioCards(db, query);
  return { items: rows.map(toStudioCard), total, page: query.page, pageSize: pageSizeOf(query) };
}

/** Owner or admin; checked before the body is validated, so nobody else learns anything about the form. */
/**
 * GET /api/studios/my-studio: the studio the signed-in owner manages, in any status (the studio dashboard). An
 * admin names the studio with `studioId`; an owner may name only their own.
 */
export async function getManagedStudio(db: CatalogDb, user: SessionUser, studioId: string | undefined) {
  const id = studioId ?? user.studioId;
  if (!id) throw notFound(STUDIO_NOT_FOUND);
  assertMayEditStudio(user, id);
  const row = isUuid(id) ? await findStudioById(db, id) : undefined;
  if (!row) throw notFound(STUDIO_NOT_FOUND);
  return toStudio(row);
}

export function assertMayEditStudio(user: SessionUser, studioId: string) {
  if (user.role !== 'admin' && user.studioId !== studioId)
    throw forbidden('You can only edit your own studio');
}

/**
 * PUT /api/studios/{id} (DESIGN §5), by the owner or an admin: the fields sent replace the stored ones and the
 * merged profile must pass the edit rules. Status and handle are not in the form, so an owner cannot publish
 * their studio and its public address stays stable; the owner's edit of a rejected studio resubmits it.
 */
export async function updateStudioProfile(
  context: CatalogContext,
  user: SessionUser,
  id: string,
  body: StudioUpdate,
): Promise<Studio> {
  assertMayEditStudio(user, id);
  if (!isUuid(id)) throw notFound(STUDIO_NOT_FOUND);
  const sent = await withStoredImages(context.media, body);
  const row = await context.db.transaction().execute(async (trx) => {
    const current = await lockStudioById(trx, id);
    if (!current) throw notFound(STUDIO_NOT_FOUND);
    // Keys of the stored record that are not the form's (id, handle, status, timestamps) are dropped here.
    const edit = mergeEdit(studioEditSchema, toStudio(current), sent);
    const resubmitted = current.status === 'rejected' && user.studioId === id;
    const updated = await updateStudio(trx, id, {
      ...studioColumns(edit),
      // Issue 26: not a profile field the edit rules check, applied beside them.
      ...(body.books && booksChange(current, body.books)),
      ...(resubmitted ? { status: 'pending' } : {}),
    });
    if (!updated) throw notFound(STUDIO_NOT_FOUND);
    await context.media.claim(trx, studioImages(updated));
    await enqueueEvent(trx, 'catalog.studio.updated', toStudio(updated));
    return updated;
  });
  return toStudio(row);
}

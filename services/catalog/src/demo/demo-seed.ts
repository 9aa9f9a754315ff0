import { studioHandleFromName } from '@inkbook/contracts/handle';
import { enqueueEvent } from '@inkbook/service-kit';
import { type Insertable, sql } from 'kysely';
import { toArtist } from '../artists/artist.mapper';
import type { ArtistsTable } from '../artists/artist.table';
import type { CatalogContext } from '../context';
import type { CatalogDb } from '../db';
import { type CatalogMedia, storeImage } from '../media/media.service';
import { artistImages, studioImages } from '../media/profile-media';
import { toStudio } from '../studios/studio.mapper';
import type { StudiosTable } from '../studios/studio.table';
import { type DemoArtist, demoArtists } from './demo-artist-data';
import { bannerImage, flashImage, logoImage, portfolioImage, profileImage, studioPhoto } from './demo-images';
import { type DemoStudio, demoBusinessHours, demoStudios, studioPolicies } from './demo-studio-data';

const times = <T>(count: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => make(i)));

/** A fictional phone number in the 555-01xx range. */
const phone = (area: string, i: number) => `(${area}) 555-01${String(20 + i).padStart(2, '0')}`;
const emailOf = (handle: string) => `${handle.replace(/[^a-z0-9]/g, '')}@example.com`;

async function artistRow(media: CatalogMedia, a: DemoArtist, i: number): Promise<Insertable<ArtistsTable>> {
  // Through the media store like any upload: sniffed, re-encoded, hashed, served from /media.
  const store = async (png: Promise<Buffer>) => (await storeImage(media, await png)).url;
  return {
    artist_name: a.artistName,
    instagram_handle: a.instagramHandle,
    studio_name: a.studioName,
    location: a.location,
    location_lat: a.lat,
    location_lng: a.lng,
    location_address: a.location,
    bio: a.bio,
    phone: phone('555', i),
    website: null,
    email: emailOf(a.instagramHandle),
    profile_image: await store(profileImage(a.artistName, a.hue)),
    portfolio_images: await times(a.portfolio, (n) => store(portfolioImage(i * 100 + n, a.hue))),
    flash_images: await times(a.flash, (n) => store(flashImage(i * 100 + n, a.hue))),
    tattoo_styles: a.styles,
    deposit_policy: a.depositPolicy,
    cancellation_policy: a.cancellationPolicy,
    touchup_policy: a.touchupPolicy,
    status: 'approved',
  };
}

async function studioRow(media: CatalogMedia, s: DemoStudio, i: number): Promise<Insertable<StudiosTable>> {
  const store = async (png: Promise<Buffer>) => (await storeImage(media, await png)).url;
  return {
    studio_name: s.studioName,
    handle: studioHandleFromName(s.studioName),
    logo: await store(logoImage(s.studioName, s.hue)),
    banner_image: await store(bannerImage(s.studioName, s.hue)),
    interior_images: await times(3, (n) => store(studioPhoto('interior', i * 10 + n, s.hue))),
    exterior_images: await times(2, (n) => store(studioPhoto('exterior', i * 10 + n, s.hue))),
    tagline: s.tagline,
    description: s.description,
    established_year: s.establishedYear,
    specializations: s.specializations,
    instagram_handle: s.instagramHandle,
    location: s.location,
    location_lat: s.lat,
    location_lng: s.lng,
    location_address: s.locationAddress,
    phone: s.phone,
    business_email: emailOf(s.instagramHandle),
    business_hours: JSON.stringify(demoBusinessHours),
    website: s.website,
    appointment_type: s.appointmentType,
    deposit_policy: studioPolicies.depositPolicy,
    cancellation_policy: studioPolicies.cancellationPolicy,
    age_requirements: studioPolicies.ageRequirements,
    shop_minimum: s.shopMinimum,
    handles_deposits: s.handlesDeposits,
    status: 'approved',
  };
}

const isEmpty = async (db: CatalogDb) =>
  !(await db.selectFrom('artists').select('id').limit(1).executeTakeFirst()) &&
  !(await db.selectFrom('studios').select('id').limit(1).executeTakeFirst());

/**
 * Seeds approved demo artists and studios into an EMPTY catalog (SEED_DEMO=true), so a fresh standalone run has
 * something to browse. A catalog with any profile is left alone; replicas booting together take an advisory
 * lock, so only one of them seeds. Profiles are published like an admin approval (catalog.*.updated), so other
 * services' projections (approved profiles, claim summaries) include them.
 */
export async function seedDemo(context: CatalogContext): Promise<void> {
  const { db, media } = context;
  if (!(await isEmpty(db))) return;
  const artists = await Promise.all(demoArtists.map((a, i) => artistRow(media, a, i)));
  const studios = await Promise.all(demoStudios.map((s, i) => studioRow(media, s, i)));

  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('catalog.seed-demo'))`.execute(trx);
    if (!(await isEmpty(trx))) return false;
    const artistRows = await trx.insertInto('artists').values(artists).returningAll().execute();
    const studioRows = await trx.insertInto('studios').values(studios).returningAll().execute();
    await media.claim(trx, [...artistRows.flatMap(artistImages), ...studioRows.flatMap(studioImages)]);
    for (const row of artistRows) await enqueueEvent(trx, 'catalog.artist.updated', toArtist(row));
    for (const row of studioRows) await enqueueEvent(trx, 'catalog.studio.updated', toStudio(row));
    return true;
  });
}

import { applicationStyles } from '@inkbook/contracts/artist-fields';
import { studioSpecializations } from '@inkbook/contracts/studio-fields';
import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogTest, catalogService } from '../testing/factories';

const ctx = useService(catalogService, { env: { SEED_DEMO: 'true' }, timeout: 120_000 });
let db: CatalogTest['db'];
beforeAll(() => {
  db = ctx.db;
});

const MEDIA = /^\/media\/[a-f0-9]{64}$/;

describe('seedDemo', () => {
  it('fills an empty catalog with approved artists and studios', async () => {
    const artists = await db.selectFrom('artists').selectAll().execute();
    expect(artists.length).toBeGreaterThanOrEqual(6);
    for (const a of artists) {
      expect(a.status).toBe('approved');
      expect(a.bio.length).toBeGreaterThanOrEqual(50);
      expect(a.bio.length).toBeLessThanOrEqual(150);
      expect(a.tattoo_styles.every((s) => (applicationStyles as readonly string[]).includes(s))).toBe(true);
      expect(a.portfolio_images.length).toBeGreaterThanOrEqual(3);
      expect(a.portfolio_images.length).toBeLessThanOrEqual(6);
      expect(a.flash_images.length).toBeGreaterThanOrEqual(1);
      for (const policy of [a.deposit_policy, a.cancellation_policy, a.touchup_policy])
        expect(policy?.length).toBeGreaterThanOrEqual(10);
      for (const url of [a.profile_image, ...a.portfolio_images, ...a.flash_images])
        expect(url).toMatch(MEDIA);
    }

    const studios = await db.selectFrom('studios').selectAll().execute();
    expect(studios.length).toBeGreaterThanOrEqual(2);
    for (const s of studios) {
      expect(s.status).toBe('approved');
      expect(s.tagline.length).toBeGreaterThanOrEqual(10);
      expect(s.description.length).toBeGreaterThanOrEqual(50);
      expect(s.specializations.every((x) => (studioSpecializations as readonly string[]).includes(x))).toBe(
        true,
      );
      expect(s.deposit_policy?.length).toBeGreaterThanOrEqual(20);
      expect(s.location_address?.length).toBeGreaterThanOrEqual(10);
      expect(s.phone?.replace(/\D/g, '').length).toBeGreaterThanOrEqual(10);
      for (const url of [s.logo, s.banner_image, ...s.interior_images, ...s.exterior_images])
        expect(url).toMatch(MEDIA);
      expect(s.interior_images.length).toBeGreaterThanOrEqual(1);
      expect(s.exterior_images.length).toBeGreaterThanOrEqual(1);
    }

    // Every image is stored, claimed (so the cleanup keeps it) and served.
    const unclaimed = await db.selectFrom('media').select('hash').where('claimed_at', 'is', null).execute();
    expect(unclaimed).toHaveLength(0);
    const res = await ctx.inject({ method: 'GET', url: `${artists[0]!.portfolio_images[0]}/w400.webp` });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('publishes the seeded profiles for other services', async () => {
    const outbox = await sql<{ subject: string }>`select subject from outbox`.execute(db);
    const subjects = outbox.rows.map((e) => e.subject);
    expect(subjects.filter((s) => s === 'catalog.artist.updated').length).toBeGreaterThanOrEqual(6);
    expect(subjects.filter((s) => s === 'catalog.studio.updated').length).toBeGreaterThanOrEqual(2);
  });

  it('does nothing when the catalog already has profiles (second boot)', async () => {
    const count = async () => ({
      artists: (await db.selectFrom('artists').select('id').execute()).length,
      studios: (await db.selectFrom('studios').select('id').execute()).length,
      media: (await db.selectFrom('media').select('hash').execute()).length,
    });
    const before = await count();
    const again = await ctx.boot();
    await again.close();
    expect(await count()).toEqual(before);
  });
});

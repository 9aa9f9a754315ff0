import { artistApplication, catalogDb, studioApplication } from '@inkbook/catalog/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../testing/row-counts';
import { type Stack, startStack } from '../../testing/stack';
import { apply } from './catalog-stack';

// Issue 29: applications are limited per address, refused ones too (the 409 for a known email is what an
// enumerator wants), with a message and Retry-After; a small limit so a few applications show it.
const WINDOW_SECONDS = 3600;
let stack: Stack;
let db: ReturnType<typeof catalogDb>;
beforeAll(async () => {
  stack = await startStack({
    APPLICATION_RATE_LIMIT_PER_ADDRESS: '3',
    APPLICATION_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
  db = catalogDb(stack.databaseUrl);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await stack?.close();
});

const profiles = () => rowCounts(db, ['catalog.artists', 'catalog.studios']);

describe('applications', () => {
  it('are limited per address over both kinds, the 409s counted, with a message and Retry-After', async () => {
    const address = '10.29.5.1';
    const artist = await artistApplication();
    expect((await apply(stack, 'artists', artist, address)).statusCode).toBe(201);
    const known = await apply(
      stack,
      'studios',
      await studioApplication({ businessEmail: artist.email }),
      address,
    );
    expect(known.statusCode).toBe(409);
    expect((await apply(stack, 'studios', await studioApplication(), address)).statusCode).toBe(201);

    const before = await profiles();
    for (const kind of ['artists', 'studios'] as const) {
      const body = kind === 'artists' ? await artistApplication() : await studioApplication();
      const refused = await apply(stack, kind, body, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many applications from this address. Please try again later.');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    expect(await profiles()).toEqual(before);

    expect((await apply(stack, 'artists', await artistApplication(), '10.29.5.2')).statusCode).toBe(201);
  });
});

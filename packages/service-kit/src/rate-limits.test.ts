import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRateLimits, type RateLimits } from './rate-limits';
import { createTestDatabase, type TestDatabase } from './testing/database';

// The one per-key limiter every service uses: counts in Postgres, and when a refused caller may come back.

let database: TestDatabase;
let rateLimits: RateLimits;
const onClose: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // The layout services create in their own migrations.
  await client.query(
    'create schema design_ai; create table design_ai.limits (key varchar(255) primary key, points integer not null default 0, expire bigint)',
  );
  await client.end();
  rateLimits = createRateLimits(
    { addHook: (_name: string, hook: () => Promise<void>) => onClose.push(hook) } as never,
    { DATABASE_URL: database.url },
    { service: 'design-ai', table: 'limits', poolSize: 1 },
  );
});

afterAll(async () => {
  for (const hook of onClose) await hook();
  await database?.drop();
});

it('allows the window its points, then answers how many seconds until the key may retry', async () => {
  const limit = rateLimits.limit('send', { points: 2, windowSeconds: 600 });
  expect(await limit.consume('10.0.0.1')).toBe(0);
  expect(await limit.retryAfter('10.0.0.1')).toBe(0);
  expect(await limit.consume('10.0.0.1')).toBe(0);
  const wait = await limit.consume('10.0.0.1');
  expect(wait).toBeGreaterThan(590);
  expect(wait).toBeLessThanOrEqual(600);
  expect(await limit.retryAfter('10.0.0.1')).toBeGreaterThan(590);
  // Another key, and the same key under another count's name, are counted apart.
  expect(await limit.consume('10.0.0.2')).toBe(0);
  expect(await rateLimits.limit('other', { points: 1, windowSeconds: 600 }).consume('10.0.0.1')).toBe(0);
});

it('counts penalties without refusing them, and forgets a key on reset', async () => {
  const limit = rateLimits.limit('login', { points: 2, windowSeconds: 60 });
  await limit.penalty('a@example.com');
  expect(await limit.retryAfter('a@example.com')).toBe(0);
  await limit.penalty('a@example.com');
  await limit.penalty('a@example.com');
  expect(await limit.retryAfter('a@example.com')).toBeGreaterThan(0);
  await limit.reset('a@example.com');
  expect(await limit.retryAfter('a@example.com')).toBe(0);
});

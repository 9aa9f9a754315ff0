import { catalogDb } from '@inkbook/catalog/testing';
import { inquiriesDb } from '@inkbook/inquiries/testing';
import { UPLOAD_RATE_LIMITED } from '@inkbook/media';
import { jpegDataUrl } from '@inkbook/media/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../testing/stack';

// Issue 29: 70 uploads in a row from one address were all accepted. Both upload routes now count uploads per
// address (UPLOAD_RATE_LIMIT_PER_ADDRESS per UPLOAD_RATE_LIMIT_WINDOW_SECONDS; each service its own count) and
// answer 429 with a message and Retry-After before any work, so a refused image is never stored.
let stack: Stack;
let catalog: ReturnType<typeof catalogDb>;
let inquiries: ReturnType<typeof inquiriesDb>;
beforeAll(async () => {
  stack = await startStack({ UPLOAD_RATE_LIMIT_PER_ADDRESS: '2', UPLOAD_RATE_LIMIT_WINDOW_SECONDS: '600' });
  catalog = catalogDb(stack.databaseUrl);
  inquiries = inquiriesDb(stack.databaseUrl);
});
afterAll(async () => {
  await catalog?.destroy();
  await inquiries?.destroy();
  await stack?.close();
});

/** How many images a service holds (each keeps its media in its own schema, its pool's search path). */
const stored = async <DB>(db: Kysely<DB>) =>
  Number((await sql<{ n: string }>`select count(*) as n from media`.execute(db)).rows[0]?.n);

const routes = [
  { route: 'POST /api/media', url: '/api/media', stored: () => stored(catalog) },
  {
    route: 'POST /api/inquiries/attachments',
    url: '/api/inquiries/attachments',
    stored: () => stored(inquiries),
  },
];

describe.each(routes)('$route', (route) => {
  const upload = async (remoteAddress: string) =>
    stack.gateway.inject({
      method: 'POST',
      url: route.url,
      payload: { image: await jpegDataUrl() },
      remoteAddress,
    });

  it('answers 429 with Retry-After and a message past the limit, stores nothing for it, and serves other addresses', async () => {
    for (let i = 0; i < 2; i++) expect((await upload('10.29.1.1')).statusCode).toBe(201);
    const before = await route.stored();

    const refused = await upload('10.29.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited', message: UPLOAD_RATE_LIMITED } });
    expect(refused.json().message).toBe(UPLOAD_RATE_LIMITED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await route.stored()).toBe(before);

    expect((await upload('10.29.1.2')).statusCode).toBe(201);
  });
});

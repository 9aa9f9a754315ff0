import { createHash } from 'node:crypto';
import { createDb, createMemoryTransport, migrateService } from '@inkbook/service-kit';
import {
  createTestDatabase,
  signedHeaders,
  TEST_SECRET,
  type TestDatabase,
} from '@inkbook/service-kit/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readDesignAiConfig } from '../config';
import * as designFiles from './2026-11-23_001_design-files';

// Files stored before design-ai moved into the shared media tables keep their URLs.

let database: TestDatabase;
let service: Awaited<ReturnType<typeof buildApp>> | undefined;
const transport = createMemoryTransport();
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
const png = Buffer.from('not really a png, but bytes are bytes');
// As the gateway sends it: an anonymous visitor, signed.
const get = (url: string) => service!.inject({ method: 'GET', url, headers: signedHeaders(null) });
const nameOf = (bytes: Buffer, type: string) => `${createHash('sha256').update(bytes).digest('hex')}.${type}`;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = createDb<unknown>(database.url, 'design_ai', { max: 1 });
  await migrateService(db as Kysely<unknown>, 'design-ai', { '2026-11-23_001_design-files': designFiles });
  await sql`
    insert into design_ai.design_files (name, content_type, bytes) values
      (${nameOf(svg, 'svg')}, 'image/svg+xml', ${svg}), (${nameOf(png, 'png')}, 'image/png', ${png})
  `.execute(db);
  await db.destroy();
  // The service migrates the rest of the way as it boots, as a deployed one does.
  service = await buildApp(
    readDesignAiConfig({ DATABASE_URL: database.url, INTERNAL_SECRET: TEST_SECRET, LOG_LEVEL: 'silent' }),
    { transport },
  );
});

afterAll(async () => {
  await service?.close();
  await transport.close();
  await database?.drop();
});

it('serves every file stored before the move, at its old URL', async () => {
  for (const [bytes, type, contentType] of [
    [svg, 'svg', 'image/svg+xml'],
    [png, 'png', 'image/png'],
  ] as const) {
    const res = await get(`/api/designs/${nameOf(bytes, type)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  }
  const gone = await get(`/api/designs/${nameOf(png, 'svg')}`);
  expect(gone.statusCode).toBe(404);
});

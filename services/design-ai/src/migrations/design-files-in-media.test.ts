import { createHash } from 'node:crypto';
import { createDb, migrateService } from '@inkbook/service-kit';
import { useService } from '@inkbook/service-kit/testing';
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { designAiService } from '../testing/factories';
import * as designFiles from './2026-11-23_001_design-files';

// Files stored before design-ai moved into the shared media tables keep their URLs.

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
const png = Buffer.from('not really a png, but bytes are bytes');
const nameOf = (bytes: Buffer, type: string) => `${createHash('sha256').update(bytes).digest('hex')}.${type}`;

// The database as the release before the move left it: its first migration run, two files in design_files.
const service = useService(designAiService, {
  async beforeBoot(databaseUrl) {
    const db = createDb<unknown>(databaseUrl, 'design_ai', { max: 1 });
    await migrateService(db as Kysely<unknown>, 'design-ai', { '2026-11-23_001_design-files': designFiles });
    await sql`
      insert into design_ai.design_files (name, content_type, bytes) values
        (${nameOf(svg, 'svg')}, 'image/svg+xml', ${svg}), (${nameOf(png, 'png')}, 'image/png', ${png})
    `.execute(db);
    await db.destroy();
  },
});

it('serves every file stored before the move, at its old URL', async () => {
  for (const [bytes, type, contentType] of [
    [svg, 'svg', 'image/svg+xml'],
    [png, 'png', 'image/png'],
  ] as const) {
    const res = await service.inject({ method: 'GET', url: `/api/designs/${nameOf(bytes, type)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  }
  const gone = await service.inject({ method: 'GET', url: `/api/designs/${nameOf(png, 'svg')}` });
  expect(gone.statusCode).toBe(404);
});

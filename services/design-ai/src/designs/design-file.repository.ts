import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DesignAiDb } from '../db';

export type DesignFileType = 'png' | 'svg';
const contentTypes: Record<DesignFileType, string> = { png: 'image/png', svg: 'image/svg+xml' };

/**
 * Stores bytes once under their hash (the same design drawn again is the same file, its retention clock restarted);
 * answers the name. A stencil's PNG is saved under its SVG's hash instead (`name`).
 */
export async function saveDesignFile(
  db: DesignAiDb,
  bytes: Buffer,
  type: DesignFileType,
  name = `${createHash('sha256').update(bytes).digest('hex')}.${type}`,
): Promise<string> {
  await db
    .insertInto('design_files')
    .values({ name, content_type: contentTypes[type], bytes })
    .onConflict((oc) => oc.column('name').doUpdateSet({ created_at: sql<string>`now()` }))
    .execute();
  return name;
}

export const findDesignFile = (db: DesignAiDb, name: string) =>
  db.selectFrom('design_files').select(['content_type', 'bytes']).where('name', '=', name).executeTakeFirst();

/** Removes files older than the retention period; answers how many went. */
export async function deleteDesignFilesBefore(db: DesignAiDb, days: number): Promise<number> {
  const result = await db
    .deleteFrom('design_files')
    .where('created_at', '<', sql<string>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

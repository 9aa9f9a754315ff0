import { sql } from 'kysely';
import type { CatalogDb } from '../db';

/** One view per visitor per profile per (UTC) day: repeat visits and 30-second polls hit the primary key. */
export async function recordProfileView(db: CatalogDb, profileId: string, visitor: string): Promise<void> {
  await db
    .insertInto('profile_views')
    .values({ profile_id: profileId, visitor, day: sql<string>`(now() at time zone 'utc')::date` })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

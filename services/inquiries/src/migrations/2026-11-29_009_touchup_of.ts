import type { Kysely } from 'kysely';

/**
 * Issue 24: an inquiry may ask a touch-up of a completed booking with the same recipient (`touchupOf`). The
 * booking lives in the bookings service, so this is a bare uuid, checked when the inquiry is sent against what
 * bookings' events told us (`booking_facts`). Additive: a replica of the release before writes rows without it.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of ['artist_inquiries', 'studio_inquiries'])
    await db.schema.alterTable(table).addColumn('touchup_of', 'uuid').execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['artist_inquiries', 'studio_inquiries'])
    await db.schema.alterTable(table).dropColumn('touchup_of').execute();
}

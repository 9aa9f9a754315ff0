import type { Kysely } from 'kysely';

/**
 * Issue 26, what every inquiry row gains: sent through a waitlist invite while the books were closed
 * (`from_waitlist`), and for artist inquiries the flash piece booked (`flash_booking`, its canonical media URL),
 * whose price is the stored quote. Additive: a replica of the release before writes rows without them.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of ['artist_inquiries', 'studio_inquiries'])
    await db.schema
      .alterTable(table)
      .addColumn('from_waitlist', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  await db.schema.alterTable('artist_inquiries').addColumn('flash_booking', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('artist_inquiries').dropColumn('flash_booking').execute();
  for (const table of ['artist_inquiries', 'studio_inquiries'])
    await db.schema.alterTable(table).dropColumn('from_waitlist').execute();
}

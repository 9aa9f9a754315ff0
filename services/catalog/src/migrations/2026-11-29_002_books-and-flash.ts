import { type Kysely, sql } from 'kysely';

/**
 * Issue 26: each profile's books (open, closed or waitlist; a reopening date; a request cap counted from when they
 * last opened) and each artist's flash details (title, price, size, repeatable, claimed), keyed by the flash URL.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of ['artists', 'studios']) {
    await db.schema
      .alterTable(table)
      .addColumn('books_status', 'text', (c) =>
        c.notNull().defaultTo('open').check(sql`books_status in ('open', 'closed', 'waitlist')`),
      )
      .addColumn('books_reopens_on', 'date')
      .addColumn('books_request_cap', 'integer', (c) => c.check(sql`books_request_cap between 1 and 500`))
      .addColumn('books_opened_at', 'timestamptz(3)')
      // Inquiries (not through a waitlist invite) since the books last opened, from inquiries' events.
      .addColumn('books_taken', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable('artists')
    .addColumn('flash_details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('artists').dropColumn('flash_details').execute();
  for (const table of ['artists', 'studios']) {
    await db.schema
      .alterTable(table)
      .dropColumn('books_status')
      .dropColumn('books_reopens_on')
      .dropColumn('books_request_cap')
      .dropColumn('books_opened_at')
      .dropColumn('books_taken')
      .execute();
  }
}

import { type Kysely, sql } from 'kysely';

/** Statuses that hold a studio and an artist together: at most one claim per pair may be in one of them. */
const LIVE = sql`status in ('pending_artist_approval', 'pending_studio_approval', 'verified')`;

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('studio_artist_claims')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('studio_id', 'uuid', (c) => c.notNull())
    .addColumn('artist_id', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending_artist_approval')
        .check(
          sql`status in ('pending_artist_approval', 'pending_studio_approval', 'verified', 'denied_by_artist', 'denied_by_studio', 'cancelled')`,
        ),
    )
    .addColumn('claimed_by', 'text', (c) => c.notNull().check(sql`claimed_by in ('studio', 'artist')`))
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index claims_one_live_per_pair on studio_artist_claims (studio_id, artist_id) where ${LIVE}`.execute(
    db,
  );
  // Each party reads its claims newest first.
  await sql`create index claims_by_artist on studio_artist_claims (artist_id, created_at desc)`.execute(db);
  await sql`create index claims_by_studio on studio_artist_claims (studio_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('claim_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity().notNull())
    .addColumn('claim_id', 'uuid', (c) =>
      c.notNull().references('studio_artist_claims.id').onDelete('cascade'),
    )
    .addColumn('actor_role', 'text', (c) => c.notNull().check(sql`actor_role in ('artist', 'studio')`))
    .addColumn('actor_user_id', 'uuid', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index claim_history_of_claim on claim_history (claim_id, seq)`.execute(db);

  await db.schema
    .createTable('approved_artists')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('artist_name', 'text', (c) => c.notNull())
    .addColumn('profile_image', 'text')
    .addColumn('instagram_handle', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('approved_studios')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('studio_name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['approved_studios', 'approved_artists', 'claim_history', 'studio_artist_claims'])
    await db.schema.dropTable(table).execute();
}

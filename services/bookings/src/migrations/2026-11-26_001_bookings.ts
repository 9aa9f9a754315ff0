import { type Kysely, sql } from 'kysely';

/**
 * The bookings schema (issue 23): what it learns from other services (approved profiles with their policy texts,
 * the studios' verified artists, inquiries' parties) and what it owns (settings, offers, bookings with their
 * sessions and history, calendar feeds, payments). Money is whole dollars; instants are timestamptz(3).
 */
export async function up(db: Kysely<unknown>) {
  await sql`create extension if not exists btree_gist`.execute(db);

  // ── Learned from catalog and claims ──
  await db.schema
    .createTable('approved_artists')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('artist_name', 'text', (c) => c.notNull())
    .addColumn('deposit_policy', 'text')
    .addColumn('cancellation_policy', 'text')
    .addColumn('touchup_policy', 'text')
    .execute();
  await db.schema
    .createTable('approved_studios')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('studio_name', 'text', (c) => c.notNull())
    .addColumn('deposit_policy', 'text')
    .addColumn('cancellation_policy', 'text')
    .execute();
  await db.schema
    .createTable('verified_artists')
    .addColumn('studio_id', 'uuid', (c) => c.notNull())
    .addColumn('artist_id', 'uuid', (c) => c.notNull())
    .addPrimaryKeyConstraint('verified_artists_pk', ['studio_id', 'artist_id'])
    .execute();

  // ── Learned from inquiries: who may offer (the recipient) and who may accept (the client's account) ──
  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('artist', 'studio')`))
    /** The artist (artist inquiries) or the studio (studio inquiries) it was sent to. */
    .addColumn('recipient_id', 'uuid', (c) => c.notNull())
    .addColumn('client_user_id', 'uuid')
    .addColumn('client_email', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('concept', 'text', (c) => c.notNull())
    /** The quote's deposit (artist inquiries' aiDeposit), the offer's default deposit. */
    .addColumn('quote_deposit', 'integer')
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // ── Owned ──
  await db.schema
    .createTable('booking_settings')
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('artist', 'studio')`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('deposit_instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancellation_notice_hours', 'integer', (c) => c.notNull().defaultTo(48))
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('booking_settings_pk', ['owner_kind', 'owner_id'])
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('inquiry_id', 'uuid', (c) => c.notNull().references('inquiries.id'))
    .addColumn('inquiry_kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'accepted', 'declined', 'withdrawn')`),
    )
    .addColumn('artist_id', 'uuid')
    .addColumn('studio_id', 'uuid')
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('price_low', 'integer', (c) => c.notNull())
    .addColumn('price_high', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('session_hours', sql`numeric(4,2)`, (c) => c.notNull())
    .addColumn('deposit', 'integer', (c) => c.notNull())
    .addColumn('deposit_due_hours', 'integer', (c) => c.notNull())
    .addColumn('slots', sql`timestamptz(3)[]`, (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('policy', 'jsonb', (c) => c.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn('booking_id', 'uuid')
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index offers_inquiry on offers (inquiry_id, created_at desc)`.execute(db);
  // One open offer per inquiry: a new one withdraws the old in the same transaction.
  await sql`create unique index offers_one_open on offers (inquiry_id) where status = 'open'`.execute(db);

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('inquiry_id', 'uuid', (c) => c.notNull().references('inquiries.id'))
    .addColumn('inquiry_kind', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'uuid', (c) => c.notNull().unique().references('offers.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('awaiting_deposit', 'confirmed', 'completed', 'cancelled', 'expired')`),
    )
    /** The artist who tattoos (null: a studio's booking that named none). */
    .addColumn('artist_id', 'uuid')
    .addColumn('studio_id', 'uuid')
    /** The recipient: the inquiry's artist or studio (who may act on it as "the recipient"). */
    .addColumn('recipient_id', 'uuid', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('client_user_id', 'uuid')
    .addColumn('client_email', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('concept', 'text', (c) => c.notNull())
    .addColumn('price_low', 'integer', (c) => c.notNull())
    .addColumn('price_high', 'integer', (c) => c.notNull())
    .addColumn('deposit_amount', 'integer', (c) => c.notNull())
    .addColumn('deposit_status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`deposit_status in ('none', 'due', 'sent', 'received', 'refund_due', 'refunded', 'forfeited')`,
        ),
    )
    .addColumn('deposit_due_at', sql`timestamptz(3)`)
    .addColumn('deposit_provider', 'text', (c) => c.notNull())
    .addColumn('deposit_instructions', 'text')
    .addColumn('deposit_method', 'text')
    .addColumn('policy', 'jsonb', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    /** How it ended, for the client's track record: completed, a late cancellation by the client, a no-show. */
    .addColumn('outcome', 'text', (c) =>
      c.check(sql`outcome in ('completed', 'late_cancellation', 'no_show')`),
    )
    /** The earliest scheduled session's start (lists are ordered and bounded by it). */
    .addColumn('first_start', sql`timestamptz(3)`)
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index bookings_recipient on bookings (recipient_id, first_start, id)`.execute(db);
  await sql`create index bookings_client on bookings (client_user_id, first_start, id) where client_user_id is not null`.execute(
    db,
  );
  await sql`create index bookings_client_email on bookings (lower(client_email))`.execute(db);
  await sql`create index bookings_inquiry on bookings (inquiry_id)`.execute(db);
  await sql`create index bookings_artist on bookings (artist_id) where artist_id is not null`.execute(db);

  await db.schema
    .createTable('booking_sessions')
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('start_at', sql`timestamptz(3)`)
    .addColumn('end_at', sql`timestamptz(3)`)
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('scheduled', 'unscheduled', 'done', 'no_show', 'cancelled')`),
    )
    /** Whose time it takes: `artist:<id>` (the tattooing artist) or `studio:<id>` (a studio that named none). */
    .addColumn('performer', 'text', (c) => c.notNull())
    /** Raised on every move (the .ics SEQUENCE). */
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('booking_sessions_pk', ['booking_id', 'n'])
    .addCheckConstraint(
      'booking_sessions_times',
      sql`(start_at is null) = (end_at is null) and (end_at is null or end_at > start_at)`,
    )
    .execute();
  // No double booking (item 7), enforced by the database: two sessions of one performer that are not cancelled
  // never overlap. A racing insert waits for the other transaction and fails with exclusion_violation (23P01).
  await sql`alter table booking_sessions add constraint booking_sessions_no_overlap
    exclude using gist (performer with =, tstzrange(start_at, end_at) with &&)
    where (start_at is not null and status <> 'cancelled')`.execute(db);
  await sql`create index booking_sessions_start on booking_sessions (performer, start_at) where start_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable('booking_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('by', 'text', (c) => c.notNull().check(sql`by in ('client', 'artist', 'studio', 'system')`))
    .addColumn('what', 'text', (c) => c.notNull())
    .execute();
  await sql`create index booking_history_booking on booking_history (booking_id, id)`.execute(db);

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('artist', 'studio')`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    /** Raised by a rotation: the token is derived from (owner, version) with INTERNAL_SECRET. */
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    /** sha256 of the current token, hex: the feed route finds its owner by it. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addPrimaryKeyConstraint('calendar_feeds_pk', ['owner_kind', 'owner_id'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    /** The provider's id of the checkout (Stripe's `cs_…`). */
    .addColumn('checkout_id', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'paid', 'expired')`))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index payments_booking on payments (booking_id, created_at desc)`.execute(db);
  /** Webhook events already handled (Stripe retries; each is applied once). */
  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'payment_webhook_events',
    'payments',
    'calendar_feeds',
    'booking_history',
    'booking_sessions',
    'bookings',
    'offers',
    'booking_settings',
    'inquiries',
    'verified_artists',
    'approved_studios',
    'approved_artists',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

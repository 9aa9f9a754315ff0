import { uuidFrom } from '@inkbook/service-kit/testing';
import { type Kysely, sql } from 'kysely';

const POLICY = '{"deposit":null,"cancellation":null,"touchup":null,"cancellationNoticeHours":48}';

export interface SeededBookings {
  count: number;
  /** Names the seeded rows (emails, concepts) and picks their other people, so two seedings never clash. */
  label: string;
  /** The artist holding them all; without it, each is one of a thousand other artists'. */
  artistId?: string;
  /** The client account booked on them all; without it, none (a client who never signed up). */
  clientUserId?: string;
  /** The first session of the first booking, this many days ahead; the others follow three hours apart. */
  startsAfterDays: number;
}

/**
 * Confirmed bookings with one two-hour session each, written by one SQL statement (`generate_series`, not the
 * routes) into the bookings schema `db` reaches: the inquiry bookings learned, the accepted offer, the booking and
 * its session. For the plan tests and the bench, at tens of thousands of rows.
 */
export async function seedBookings<DB>(db: Kysely<DB>, seeded: SeededBookings) {
  const { count, label, artistId, clientUserId, startsAfterDays } = seeded;
  const artist = artistId ? sql`${artistId}::uuid` : uuidFrom(sql`${label} || (g % 1000)`);
  await sql`
    with planned as materialized (
      select g, gen_random_uuid() as inquiry_id, gen_random_uuid() as offer_id, gen_random_uuid() as booking_id,
        ${artist} as artist_id, ${label} || '-client' || g || '@bench.test' as client_email,
        'Client ' || g as client_name, 'Seeded idea ' || g as concept,
        date_trunc('hour', now()) + ${startsAfterDays} * interval '1 day' + g * interval '3 hours' as first_start
      from generate_series(1, ${count}::int) g),
    inquiries as (
      insert into inquiries (id, kind, recipient_id, client_user_id, client_email, client_name, concept)
      select inquiry_id, 'artist', artist_id, ${clientUserId ?? null}::uuid, client_email, client_name, concept
      from planned),
    offers as (
      insert into offers (id, inquiry_id, inquiry_kind, status, artist_id, recipient_name, price_low, price_high,
        sessions, session_hours, deposit, deposit_due_hours, slots, location, time_zone, policy)
      select offer_id, inquiry_id, 'artist', 'accepted', artist_id, 'Bench Artist', 300, 450, 1, 2, 0, 48, '{}',
        'Austin', 'UTC', ${POLICY}::jsonb
      from planned),
    bookings as (
      insert into bookings (id, inquiry_id, inquiry_kind, offer_id, status, artist_id, recipient_id, recipient_name,
        client_user_id, client_email, client_name, concept, price_low, price_high, deposit_amount, deposit_status,
        deposit_provider, policy, location, time_zone, first_start)
      select booking_id, inquiry_id, 'artist', offer_id, 'confirmed', artist_id, artist_id, 'Bench Artist',
        ${clientUserId ?? null}::uuid, client_email, client_name, concept, 300, 450, 0, 'none', 'manual',
        ${POLICY}::jsonb, 'Austin', 'UTC', first_start
      from planned)
    insert into booking_sessions (booking_id, n, start_at, end_at, status, performer)
    select booking_id, 1, first_start, first_start + interval '2 hours', 'scheduled', 'artist:' || artist_id
    from planned`.execute(db);
  await sql`analyze inquiries, offers, bookings, booking_sessions`.execute(db);
}

import { readFileSync } from 'node:fs';
import pg from 'pg';

// The journeys' one way into the stack's database (serve.mjs writes its URL): letting time pass for a booking, so a
// session that has started can be marked done without a journey waiting for it.

const databaseUrl = () =>
  readFileSync(`.tmp/e2e-${process.env.E2E_PORT ?? 8181}.database-url`, 'utf8').trim();

/** Moves every scheduled session of `bookingId` `hours` into the past. */
export async function timePasses(bookingId: string, hours: number) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `update bookings.booking_sessions
         set start_at = start_at - make_interval(hours => $2), end_at = end_at - make_interval(hours => $2)
       where booking_id = $1 and start_at is not null`,
      [bookingId, hours],
    );
  } finally {
    await client.end();
  }
}

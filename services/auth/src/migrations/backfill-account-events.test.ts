import { accountEventSchema } from '@inkbook/contracts/auth';
import { createDb, migrateService } from '@inkbook/service-kit';
import { useService } from '@inkbook/service-kit/testing';
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { authService } from '../testing/auth-service';
import { eventsOf } from '../testing/outbox';
import * as usersAndSessions from './2026-11-22_001_users-and-sessions';

// Accounts made before auth published account events are told to the platform once, by a migration.

const ARTIST_ID = '00000000-0000-4000-8000-00000000a001';
const STUDIO_ID = '00000000-0000-4000-8000-00000000b001';

// The database as the release before left it: its first migration run, three accounts, no account events.
const t = useService(authService, {
  async beforeBoot(databaseUrl) {
    const db = createDb<unknown>(databaseUrl, 'auth', { max: 1 });
    await migrateService(db as Kysely<unknown>, 'auth', {
      '2026-11-22_001_users-and-sessions': usersAndSessions,
    });
    await sql`
      insert into users (email, password_hash, role, artist_id, studio_id, created_at) values
        ('first@backfill.test', 'x', 'artist', ${ARTIST_ID}, null, now() - interval '2 days'),
        ('second@backfill.test', 'x', 'artist-studio', ${ARTIST_ID}, ${STUDIO_ID}, now() - interval '1 day'),
        ('third@backfill.test', 'x', 'client', null, null, now())
    `.execute(db);
    await db.destroy();
  },
});

it('enqueues auth.user.created for every existing account, oldest first, in the contract’s shape', async () => {
  const { rows: users } = await sql<{ id: string; email: string }>`
    select id, email from auth.users order by created_at`.execute(t.db);
  const created = await eventsOf(t.db, 'auth.user.created');
  expect(created).toEqual([
    {
      id: users[0]?.id,
      email: 'first@backfill.test',
      role: 'artist',
      artistId: ARTIST_ID,
      studioId: null,
      emailVerified: false,
    },
    {
      id: users[1]?.id,
      email: 'second@backfill.test',
      role: 'artist-studio',
      artistId: ARTIST_ID,
      studioId: STUDIO_ID,
      emailVerified: false,
    },
    {
      id: users[2]?.id,
      email: 'third@backfill.test',
      role: 'client',
      artistId: null,
      studioId: null,
      emailVerified: false,
    },
  ]);
  for (const event of created) expect(accountEventSchema.safeParse(event).success).toBe(true);
  // Each a row of its own that the relay publishes like any other (an id, a time).
  const { rows } = await sql<{ ids: number }>`
    select count(distinct id)::int as ids from auth.outbox where subject = 'auth.user.created'`.execute(t.db);
  expect(rows[0]?.ids).toBe(3);
});

it('runs once: a second boot adds nothing', async () => {
  const again = await t.boot();
  await again.close();
  expect(await eventsOf(t.db, 'auth.user.created')).toHaveLength(3);
});

import { type Kysely, sql } from 'kysely';

/**
 * Tells the platform about every account that existed before auth published account events: one
 * `auth.user.created` per user, written straight into the outbox (the kit's table, created by its earlier
 * migration) in the shape the relay publishes, so notifications learns every address it must mail. The payload
 * is accountEventSchema's, built here rather than imported: a migration stays as it was written.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    insert into outbox (id, subject, payload, occurred_at)
    select gen_random_uuid(), 'auth.user.created',
           jsonb_build_object(
             'id', id, 'email', email, 'role', role, 'artistId', artist_id, 'studioId', studio_id,
             'emailVerified', email_verified_at is not null),
           now()
      from users
     order by created_at, id
  `.execute(db);
}

/**
 * Nothing to undo: the events tell the truth about accounts that exist, whichever release runs, and deleting
 * unpublished ones could drop events written since by the accounts' own changes.
 */
export async function down() {}

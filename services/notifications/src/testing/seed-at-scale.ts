import { type Kysely, sql } from 'kysely';

export interface SeededNotifications {
  /** The person whose bell is read: `own` notifications, newest a minute apart, every third unread. */
  user: { id: string; email: string };
  own: number;
  /** Unread notifications of a hundred other people in the same table, so a read finds its owner's among them. */
  others: number;
}

/**
 * Notifications as the consumers record them, written by SQL (`generate_series`) into the notifications schema `db`
 * reaches: for the plan tests and the bench.
 */
export async function seedNotifications<DB>(db: Kysely<DB>, { user, own, others }: SeededNotifications) {
  await sql`
    insert into notifications (key, user_id, email, category, title, body, link, created_at, read_at)
    select 'bench:' || g, ${user.id}::uuid, ${user.email}, 'applications', 'A new artist application to review',
      'Ink & Iron in Austin, TX applied to join Inkbook.', '/admin', now() - g * interval '1 minute',
      case when g % 3 = 0 then null else now() end
    from generate_series(1, ${own}::int) g`.execute(db);
  await sql`
    insert into notifications (key, user_id, email, category, title, body, link, read_at)
    select 'bench-other:' || g, md5('bench-' || g % 100)::uuid, 'other-' || g % 100 || '@bench.test', 'inquiries',
      'Sam sent you an inquiry', 'A fine-line swallow on the wrist.', '/dashboard', null
    from generate_series(1, ${others}::int) g`.execute(db);
  await sql`analyze notifications`.execute(db);
}

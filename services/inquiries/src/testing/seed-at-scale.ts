import { uuidFrom } from '@inkbook/service-kit/testing';
import { type Kysely, sql } from 'kysely';

export interface SeededInquiries {
  kind: 'artist' | 'studio';
  count: number;
  /** Names the seeded rows (clients' names and emails) and picks their other recipients. */
  label: string;
  /** The recipient holding them all; without it, each goes to one of a thousand others of its kind. */
  recipientId?: string;
  /** The client's and the recipient's messages in each inquiry's conversation, alternating, a minute apart. */
  messagesEach: number;
}

/**
 * Inquiries of one kind, a minute apart (newest first from now), each with its conversation, written by one SQL
 * statement (`generate_series`) into the inquiries schema `db` reaches; the kept inbox counts and versions follow
 * through the schema's triggers. For the plan tests and the bench, at up to a hundred thousand inquiries.
 */
export async function seedInquiries<DB>(db: Kysely<DB>, seeded: SeededInquiries) {
  const { kind, count, label, recipientId, messagesEach } = seeded;
  const recipient = recipientId ? sql`${recipientId}::uuid` : uuidFrom(sql`${label} || (n % 1000)`);
  const common = sql`'Inquiry ' || n || ': a koi fish swimming up my forearm, with waves', 'medium', 100, 500,
    ${label} || ' client ' || n, ${label} || '-client' || n || '@bench.test', '555 0100',
    (array['pending', 'reviewed', 'responded', 'approved', 'declined'])[1 + n % 5], ${messagesEach > 1},
    now() - n * interval '1 minute'`;
  const inserted =
    kind === 'artist'
      ? sql`insert into artist_inquiries (artist_id, concept, size, budget_min, budget_max, full_name, email, phone,
          status, conversed, created_at)
        select ${recipient}, ${common} from generate_series(1, ${count}::int) n
        returning id, full_name, created_at`
      : sql`insert into studio_inquiries (studio_id, concept, size, budget_min, budget_max, full_name, email, phone,
          status, conversed, created_at, description, budget_range, timeline, style)
        select ${recipient}, ${common}, 'A koi fish swimming up my forearm', '$100 - $500', 'Flexible', 'blackgrey'
        from generate_series(1, ${count}::int) n
        returning id, full_name, created_at`;
  await sql`
    with made as (${inserted})
    insert into messages (inquiry_id, inquiry_kind, author_role, author_name, body, created_at)
    select made.id, ${kind}, case when m % 2 = 1 then 'client' else ${kind} end,
      case when m % 2 = 1 then made.full_name else 'The ' || ${kind} end,
      'Message ' || m || ': could we do the Thursday afternoon?', made.created_at + m * interval '1 minute'
    from made cross join generate_series(1, ${messagesEach}::int) m`.execute(db);
  await sql`analyze artist_inquiries, studio_inquiries, messages, inbox_counts`.execute(db);
}

import { setTimeout as sleep } from 'node:timers/promises';
import { STREAM_NAME } from '@inkbook/contracts/events';
import { messageIdOf, type SmtpSink } from '@inkbook/notifications/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { conceptOf, type Sent } from './load';
import type { AuditRow } from './report';

const query = async <T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};

/** Events written to any service's outbox and not yet published. */
async function unpublished(url: string) {
  const schemas = await query<{ schema: string }>(
    url,
    `select table_schema as schema from information_schema.tables where table_name = 'outbox'`,
  );
  let total = 0;
  for (const { schema } of schemas) {
    const [row] = await query<{ n: number }>(
      url,
      `select count(*)::int as n from "${schema}".outbox where published_at is null`,
    );
    total += row?.n ?? 0;
  }
  return total;
}

/** Messages every durable consumer has still to take or to ack. */
async function pending(natsUrl: string) {
  const conn = await connect({ servers: natsUrl, timeout: 2_000 });
  try {
    const jsm = await jetstreamManager(conn);
    let total = 0;
    for await (const c of jsm.consumers.list(STREAM_NAME)) total += c.num_pending + c.num_ack_pending;
    return total;
  } finally {
    await conn.close();
  }
}

/** Emails queued and not yet sent (or failed for good). */
const queuedMail = async (url: string) =>
  (
    await query<{ n: number }>(
      url,
      `select count(*)::int as n from notifications.mail_messages where status = 'queued'`,
    )
  )[0]?.n ?? 0;

/**
 * Resolves, with the ms it took, once every outbox is published, every consumer has caught up and (with `mail`)
 * every queued email is out; NaN after `timeoutMs`. A check that fails (a server still down) counts as not yet.
 */
export async function caughtUp(databaseUrl: string, natsUrl: string, timeoutMs: number, mail = false) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const left = await Promise.all([
      unpublished(databaseUrl),
      pending(natsUrl),
      mail ? queuedMail(databaseUrl) : 0,
    ]).then(
      (counts) => counts.reduce((a, b) => a + b, 0),
      () => 1,
    );
    if (left === 0) return performance.now() - started;
    await sleep(250);
  }
  return Number.NaN;
}

const count = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/**
 * The audit, once the load has stopped and everything caught up: every inquiry, message and booking the load was
 * told was made is there once; every inquiry reached the projections that learn of it by events (bookings' copy, the
 * notifications it causes); every booking's history is whole; every email was received by the sink exactly once.
 */
export async function audit(url: string, sent: Sent, sink: SmtpSink): Promise<AuditRow[]> {
  const inquiries = await query<{ id: string; concept: string }>(
    url,
    'select id, concept from inquiries.artist_inquiries',
  );
  const byConcept = count(inquiries, (i) => i.concept);
  const answered = [...sent.inquiries].filter(([, id]) => id !== null);
  const stored = new Set(inquiries.map((i) => i.id));

  const known = new Set(
    (await query<{ id: string }>(url, 'select id from bookings.inquiries')).map((r) => r.id),
  );
  // An inquiry notifies more than one person (the artist, the client): each of them once.
  const created = await query<{ event: string; notified: number; repeated: number }>(
    url,
    `select o.id as event, count(n.id)::int as notified, (count(n.id) - count(distinct n.email))::int as repeated
     from inquiries.outbox o left join notifications.notifications n on n.key = o.id::text
     where o.subject = 'inquiries.inquiry.created' group by o.id`,
  );

  const messages = await query<{ body: string }>(url, 'select body from inquiries.messages');
  const tagged = (tag: string) => messages.filter((m) => m.body.includes(tag)).length;

  const bookings = await query<{ id: string; offer_id: string; accepted: number }>(
    url,
    `select b.id, b.offer_id, (select count(*)::int from bookings.booking_history h
       where h.booking_id = b.id and h.what = 'Accepted the offer and picked a time') as accepted
     from bookings.bookings b`,
  );
  const perOffer = count(bookings, (b) => b.offer_id);
  const booked = [...sent.offers].filter(([, id]) => id !== null);

  const mail = await query<{ id: string; status: string }>(
    url,
    'select id, status from notifications.mail_messages',
  );
  const received = count(sink.received, (m) => m.messageId ?? '');
  const receivedOf = (id: string) => received.get(messageIdOf({ id })) ?? 0;

  return [
    {
      item: 'inquiries answered 201 (stored once)',
      expected: answered.length,
      lost: answered.filter(([, id]) => !stored.has(id as string)).length,
      doubled: [...sent.inquiries.keys()].filter((key) => (byConcept.get(conceptOf(key)) ?? 0) > 1).length,
    },
    {
      item: 'inquiries in bookings’ projection',
      expected: inquiries.length,
      lost: inquiries.filter((i) => !known.has(i.id)).length,
      // Keyed by the inquiry's id: a second copy cannot be stored.
      doubled: 0,
    },
    {
      item: 'inquiries notified (the artist’s bell)',
      expected: created.length,
      lost: created.filter((c) => c.notified === 0).length,
      doubled: created.filter((c) => c.repeated > 0).length,
    },
    {
      item: 'messages answered 201',
      expected: [...sent.messages.values()].filter(Boolean).length,
      lost: [...sent.messages].filter(([tag, ok]) => ok && tagged(tag) === 0).length,
      doubled: [...sent.messages.keys()].filter((tag) => tagged(tag) > 1).length,
    },
    {
      item: 'accepts answered 201 (one booking per offer)',
      expected: booked.length,
      lost: booked.filter(([, id]) => !bookings.some((b) => b.id === id)).length,
      doubled: [...perOffer.values()].filter((n) => n > 1).length,
    },
    {
      item: 'booking histories whole',
      expected: bookings.length,
      lost: bookings.filter((b) => b.accepted === 0).length,
      doubled: bookings.filter((b) => b.accepted > 1).length,
    },
    {
      item: 'emails, each received once',
      expected: mail.length,
      lost: mail.filter((m) => m.status !== 'sent' || receivedOf(m.id) === 0).length,
      doubled: mail.filter((m) => receivedOf(m.id) > 1).length,
    },
  ];
}

/** Each email the audit counts lost or doubled, with its row, its delivery jobs and how often the sink got it. */
export async function lostOrDoubledMail(url: string, sink: SmtpSink) {
  const received = new Map<string, number>();
  for (const m of sink.received)
    received.set(String(m.messageId), (received.get(String(m.messageId)) ?? 0) + 1);
  const rows = await query<{ id: string; status: string }>(
    url,
    `select m.id, m.status, m.attempts, m.last_error, m.created_at, m.sent_at,
       (select string_agg(j.state || ' (retries ' || j.retry_count || ', started ' || coalesce(j.started_on::text, '-') || ')', '; ')
        from notifications_jobs.job j where j.data->>'messageId' = m.id::text) as jobs
     from notifications.mail_messages m`,
  );
  return rows
    .map((m) => ({ ...m, received: received.get(messageIdOf({ id: m.id })) ?? 0 }))
    .filter((m) => m.status !== 'sent' || m.received !== 1);
}

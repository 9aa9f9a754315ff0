import { createHash, createHmac } from 'node:crypto';
import { isUuid } from '@inkbook/contracts/fields';
import type { SessionUser } from '@inkbook/contracts/identity';
import { assertReads } from '../bookings/booking.access';
import { findBookingRow, sessionRowsOf } from '../bookings/booking.repository';
import { bookingCalendarSessions } from '../bookings/booking-calendar';
import { publicUrl } from '../config';
import type { BookingsContext } from '../context';
import type { BookingsDb } from '../db';
import type { Owner } from '../shared/parties';
import { calendarOf } from './booking-ics';
import * as repo from './calendar.repository';

// A booking's .ics for its parties, and each artist's or studio's secret subscribable feed (issue 23 item 9).

const FEED_SUFFIX = '.ics';

/**
 * The feed's secret: derived from the owner and the feed's version with INTERNAL_SECRET (256 bits), never stored.
 * A rotation raises the version, so the old token no longer matches the stored hash.
 */
const feedToken = (secret: string, owner: Owner, version: number) =>
  createHmac('sha256', secret).update(`${owner.kind}:${owner.id}:${version}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const feedUrlOf = (context: BookingsContext, owner: Owner, version: number) => ({
  url: publicUrl(
    context.settings,
    `/api/calendar/${feedToken(context.settings.INTERNAL_SECRET, owner, version)}${FEED_SUFFIX}`,
  ),
});

/** GET /api/calendar/feed: the owner's feed URL, its feed created on the first ask. */
export async function feedUrl(context: BookingsContext, owner: Owner) {
  const secret = context.settings.INTERNAL_SECRET;
  await repo.createFeedIfMissing(context.db, owner, hashOf(feedToken(secret, owner, 1)));
  const feed = await repo.findFeed(context.db, owner);
  return feedUrlOf(context, owner, feed.version);
}

/** POST /api/calendar/feed/rotate: a new URL; the old token stops matching in the same commit. */
export function rotateFeed(context: BookingsContext, owner: Owner) {
  const secret = context.settings.INTERNAL_SECRET;
  return context.db.transaction().execute(async (trx) => {
    await repo.createFeedIfMissing(trx, owner, hashOf(feedToken(secret, owner, 1)));
    const { version } = await repo.findFeed(trx, owner, { forUpdate: true });
    const next = version + 1;
    await repo.setFeedVersion(trx, owner, next, hashOf(feedToken(secret, owner, next)));
    return feedUrlOf(context, owner, next);
  });
}

/** "Sam – Koi on the forearm": the client's first name and the idea's first line, never their email or phone. */
export function feedSummary(clientName: string, concept: string) {
  const firstName = clientName.trim().split(/\s+/)[0] || 'Client';
  const idea = concept.trim().split('\n')[0]?.trim() ?? '';
  const shortIdea = idea.length > 60 ? `${idea.slice(0, 59).trimEnd()}…` : idea;
  return shortIdea ? `${firstName} – ${shortIdea}` : firstName;
}

/** GET /api/calendar/{token}.ics: the owner's sessions, or null for a token that is not (or no longer) a feed. */
export async function feedCalendar(db: BookingsDb, file: string): Promise<string | null> {
  if (!file.endsWith(FEED_SUFFIX)) return null;
  const feed = await repo.findFeedByHash(db, hashOf(file.slice(0, -FEED_SUFFIX.length)));
  if (!feed) return null;
  const rows = await repo.feedRows(db, { kind: feed.owner_kind, id: feed.owner_id });
  const sessions = rows.flatMap((row) =>
    bookingCalendarSessions({ ...row, status: row.booking_status }, [row]).map((session) => ({
      ...session,
      summary: feedSummary(row.client_name, row.concept),
    })),
  );
  return calendarOf('Inkbook bookings', sessions);
}

/** GET /api/bookings/{id}/calendar.ics: its parties and admins; to anyone else it does not exist. */
export async function bookingCalendar(db: BookingsDb, user: SessionUser, bookingId: string) {
  const row = assertReads(user, isUuid(bookingId) ? await findBookingRow(db, bookingId) : undefined);
  return calendarOf(
    `Tattoo with ${row.recipient_name}`,
    bookingCalendarSessions(row, await sessionRowsOf(db, [row.id])),
  );
}

import { randomUUID } from 'node:crypto';
import type {
  BookingStatus,
  DepositStatus,
  InquiryKind,
  SessionStatus,
} from '@inkbook/contracts/booking-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sessionUser } from '@inkbook/service-kit/testing';
import type { Kysely } from 'kysely';
import type { BookingsDatabase } from '../db';

// Bookings in any state, written straight into the rows (inquiry, offer, booking, sessions, a first history line)
// as an accepted offer leaves them: tests of the booking's own routes start from the state they need (a deposit
// sent, a session that has started, a booking already cancelled) without walking the offer flow to it, and
// without waiting for times to pass. The offer flow itself is tested through its routes (offers/).

const HOUR = 3_600_000;

/** An instant `hours` from now (negative: in the past). */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

export interface BookingSpec {
  kind?: InquiryKind;
  /** The recipient signed in: an artist (artist kind) or a studio (studio kind) user; a new one when left out. */
  recipient?: SessionUser;
  /** The client's account; a new client when left out (null: a client who sent the inquiry without one). */
  client?: SessionUser | null;
  /** The client's email as the inquiry gave it (the client record counts by it); the account's when left out. */
  clientEmail?: string;
  /** A studio's named artist (whose time the sessions take); the studio itself when left out. */
  artistId?: string;
  status?: BookingStatus;
  deposit?: number;
  depositStatus?: DepositStatus;
  depositDueAt?: Date | null;
  /** Each session's start (null: unscheduled) and status; one session a week from now when left out. */
  sessions?: { start: Date | null; status?: SessionStatus }[];
  sessionHours?: number;
  cancellationNoticeHours?: number;
}

export interface MadeBooking {
  id: string;
  url: string;
  kind: InquiryKind;
  recipient: SessionUser;
  /** The recipient's artist or studio id. */
  recipientId: string;
  client: SessionUser | null;
  inquiryId: string;
}

/** A recipient signed in: an artist user, or a studio user (`kind` 'studio'), each with a profile id of its own. */
export const recipientUser = (kind: InquiryKind) =>
  kind === 'artist'
    ? sessionUser('artist', { artistId: randomUUID() })
    : sessionUser('studio', { studioId: randomUUID() });

/**
 * Makes bookings in `db` (a test's `t.db`). Defaults: an artist's booking awaiting a $100 deposit due in two
 * days, one session of 3 hours a week from now, a 48-hour cancellation notice.
 */
export function bookingFactory(db: () => Kysely<BookingsDatabase>) {
  return async function makeBooking(spec: BookingSpec = {}): Promise<MadeBooking> {
    const kind = spec.kind ?? 'artist';
    const recipient = spec.recipient ?? recipientUser(kind);
    const recipientId = (kind === 'artist' ? recipient.artistId : recipient.studioId) as string;
    const client = spec.client === undefined ? sessionUser('client') : spec.client;
    const clientEmail = spec.clientEmail ?? client?.email ?? `guest.${randomUUID().slice(0, 8)}@users.test`;
    const artistId = kind === 'artist' ? recipientId : (spec.artistId ?? null);
    const studioId = kind === 'studio' ? recipientId : null;
    const deposit = spec.deposit ?? 100;
    const status = spec.status ?? (deposit === 0 ? 'confirmed' : 'awaiting_deposit');
    const sessions = spec.sessions ?? [{ start: inHours(24 * 7) }];
    const sessionHours = spec.sessionHours ?? 3;
    const policy = JSON.stringify({
      deposit: 'Deposits hold your time.',
      cancellation: 'Give notice.',
      touchup: null,
      cancellationNoticeHours: spec.cancellationNoticeHours ?? 48,
    });
    const inquiryId = randomUUID();
    const common = {
      inquiry_id: inquiryId,
      inquiry_kind: kind,
      artist_id: artistId,
      studio_id: studioId,
      recipient_name: kind === 'artist' ? 'Ana Artist' : 'Ink Studio',
      price_low: 300,
      price_high: 450,
      location: '12 Main St, Austin',
      time_zone: 'America/Chicago',
      policy,
    };

    return db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('inquiries')
          .values({
            id: inquiryId,
            kind,
            recipient_id: recipientId,
            client_user_id: client?.id ?? null,
            client_email: clientEmail,
            client_name: 'Sam Client',
            concept: 'A fine line swallow',
            quote_deposit: deposit,
            deleted: false,
          })
          .execute();
        const offer = await trx
          .insertInto('offers')
          .values({
            ...common,
            status: 'accepted',
            sessions: sessions.length,
            session_hours: sessionHours,
            deposit,
            deposit_due_hours: 48,
            slots: sessions.flatMap((s) => (s.start ? [s.start.toISOString()] : [])).slice(0, 1),
            note: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const starts = sessions.flatMap((s) => (s.start ? [s.start.getTime()] : []));
        const booking = await trx
          .insertInto('bookings')
          .values({
            ...common,
            offer_id: offer.id,
            status,
            recipient_id: recipientId,
            client_user_id: client?.id ?? null,
            client_email: clientEmail,
            client_name: 'Sam Client',
            concept: 'A fine line swallow',
            deposit_amount: deposit,
            deposit_status: spec.depositStatus ?? (deposit === 0 ? 'none' : 'due'),
            deposit_due_at:
              spec.depositDueAt === undefined ? (deposit === 0 ? null : inHours(48)) : spec.depositDueAt,
            deposit_provider: 'manual',
            deposit_instructions: deposit === 0 ? null : 'Venmo @ana-artist',
            first_start: starts.length ? new Date(Math.min(...starts)) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('offers').set({ booking_id: booking.id }).where('id', '=', offer.id).execute();
        await trx
          .insertInto('booking_sessions')
          .values(
            sessions.map((s, i) => ({
              booking_id: booking.id,
              n: i + 1,
              start_at: s.start,
              end_at: s.start && new Date(s.start.getTime() + sessionHours * HOUR),
              status: s.status ?? (s.start ? 'scheduled' : 'unscheduled'),
              performer: artistId ? `artist:${artistId}` : `studio:${studioId}`,
            })),
          )
          .execute();
        await trx
          .insertInto('booking_history')
          .values({ booking_id: booking.id, by: 'client', what: 'Booked' })
          .execute();
        return {
          id: booking.id,
          url: `/api/bookings/${booking.id}`,
          kind,
          recipient,
          recipientId,
          client,
          inquiryId,
        };
      });
  };
}

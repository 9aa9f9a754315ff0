import type { BookingPolicy } from '@inkbook/contracts/booking';
import type {
  BookingActor,
  BookingStatus,
  DepositStatus,
  InquiryKind,
  PaymentProvider,
  SessionStatus,
} from '@inkbook/contracts/booking-rules';
import type { ColumnType, Generated, Selectable } from 'kysely';

// Timestamps read back as ISO strings (service-kit's pg type parser); they are written as Dates or strings.
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;

export type BookingOutcome = 'completed' | 'late_cancellation' | 'no_show';

export interface BookingsTable {
  id: Generated<string>;
  inquiry_id: string;
  inquiry_kind: InquiryKind;
  offer_id: string;
  status: BookingStatus;
  artist_id: string | null;
  studio_id: string | null;
  /** The inquiry's artist or studio: who acts on the booking as its recipient. */
  recipient_id: string;
  recipient_name: string;
  client_user_id: string | null;
  client_email: string;
  client_name: string;
  concept: string;
  price_low: number;
  price_high: number;
  deposit_amount: number;
  deposit_status: DepositStatus;
  deposit_due_at: NullableTimestamp;
  deposit_provider: PaymentProvider;
  deposit_instructions: string | null;
  deposit_method: string | null;
  policy: ColumnType<BookingPolicy, string, string>;
  location: string;
  time_zone: string;
  outcome: BookingOutcome | null;
  first_start: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type BookingRow = Selectable<BookingsTable>;

export interface BookingSessionsTable {
  booking_id: string;
  n: number;
  start_at: NullableTimestamp;
  end_at: NullableTimestamp;
  status: SessionStatus;
  /** `artist:<id>` or `studio:<id>`: whose time it takes (the no-overlap constraint's key). */
  performer: string;
  sequence: Generated<number>;
}
export type BookingSessionRow = Selectable<BookingSessionsTable>;

export interface BookingHistoryTable {
  id: Generated<string>;
  booking_id: string;
  at: Timestamp;
  by: BookingActor;
  what: string;
}
export type BookingHistoryRow = Selectable<BookingHistoryTable>;

import type { BookingPolicy } from '@inkbook/contracts/booking';
import type { InquiryKind, OfferStatus } from '@inkbook/contracts/booking-rules';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OffersTable {
  id: Generated<string>;
  inquiry_id: string;
  inquiry_kind: InquiryKind;
  status: OfferStatus;
  artist_id: string | null;
  studio_id: string | null;
  recipient_name: string;
  price_low: number;
  price_high: number;
  sessions: number;
  /** numeric: pg returns it as a string. */
  session_hours: ColumnType<string, number | string, number | string>;
  deposit: number;
  deposit_due_hours: number;
  slots: ColumnType<Date[], string[], string[]>;
  location: string;
  note: string | null;
  time_zone: string;
  policy: ColumnType<BookingPolicy, string, string>;
  decline_reason: string | null;
  booking_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type OfferRow = Selectable<OffersTable>;

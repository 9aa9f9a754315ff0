import type { BookingPolicy } from '@inkbook/contracts/booking';
import type { InquiryKind, OfferStatus } from '@inkbook/contracts/booking-rules';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Read as ISO strings (service-kit's type parser), written as either. */
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;

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
  /** numeric(4,2): read as a number (service-kit's type parser). */
  session_hours: ColumnType<number, number, number>;
  deposit: number;
  deposit_due_hours: number;
  /** Earliest first. Read as Dates (pg parses timestamptz[] itself; only the scalar parser is replaced). */
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

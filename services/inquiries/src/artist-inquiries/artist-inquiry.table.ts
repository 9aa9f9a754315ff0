import type { ColumnType, Selectable } from 'kysely';
import type { InquiryColumns } from '../shared/inquiry-columns';

export interface ArtistInquiriesTable extends InquiryColumns {
  artist_id: string;
  // The quote of spec §9, computed here when the inquiry arrives (null without a complexity, like the dialog).
  ai_estimate_range: string | null;
  /** numeric(4,1), read as a number (service-kit's pg parser). */
  ai_estimated_hours: number | null;
  ai_hourly_rate: number | null;
  ai_deposit: number | null;
  ai_complexity: string | null;
  ai_artist_tier: string | null;
  ai_style: string | null;
  /** Issue 26 (migration 010): the flash piece booked, whose price is the quote. */
  flash_booking: ColumnType<string | null, string | null | undefined, never>;
}
export type ArtistInquiryRow = Selectable<ArtistInquiriesTable>;

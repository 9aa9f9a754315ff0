import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import type { ArtistTier, ColorStyle, Complexity } from '@inkbook/contracts/tattoo-options';
import { INQUIRY_CARD_COLUMNS, toStoredInquiry } from '../shared/inquiry-mapper';
import type { ArtistInquiryRow } from './artist-inquiry.table';

/** What an artist inquiry answers: the shared card columns and the artist's own (see INQUIRY_CARD_COLUMNS). */
export const ARTIST_CARD_COLUMNS = [
  ...INQUIRY_CARD_COLUMNS,
  'artist_id',
  'ai_estimate_range',
  'ai_estimated_hours',
  'ai_hourly_rate',
  'ai_deposit',
  'ai_complexity',
  'ai_artist_tier',
  'ai_style',
  'flash_booking',
] as const satisfies readonly (keyof ArtistInquiryRow)[];
export type ArtistInquiryCard = Pick<ArtistInquiryRow, (typeof ARTIST_CARD_COLUMNS)[number]>;

export function toArtistInquiry(row: ArtistInquiryCard): ArtistInquiry {
  return {
    ...toStoredInquiry('artist', row),
    artistId: row.artist_id,
    aiEstimateRange: row.ai_estimate_range,
    aiEstimatedHours: row.ai_estimated_hours,
    aiHourlyRate: row.ai_hourly_rate,
    aiDeposit: row.ai_deposit,
    aiComplexity: row.ai_complexity as Complexity | null,
    aiArtistTier: row.ai_artist_tier as ArtistTier | null,
    aiStyle: row.ai_style as ColorStyle | null,
    flashBooking: row.flash_booking,
  };
}

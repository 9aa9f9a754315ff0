import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import type { ArtistTier, ColorStyle, Complexity } from '@inkbook/contracts/tattoo-options';
import { toStoredInquiry } from '../shared/inquiry-mapper';
import type { ArtistInquiryRow } from './artist-inquiry.table';

export function toArtistInquiry(row: ArtistInquiryRow): ArtistInquiry {
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

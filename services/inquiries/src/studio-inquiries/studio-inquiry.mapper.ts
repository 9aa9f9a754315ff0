import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import type { ColorStyle, Complexity } from '@inkbook/contracts/tattoo-options';
import { toStoredInquiry } from '../shared/inquiry-mapper';
import type { StudioInquiryRow } from './studio-inquiry.table';

export function toStudioInquiry(row: StudioInquiryRow): StudioInquiry {
  return {
    ...toStoredInquiry('studio', row),
    studioId: row.studio_id,
    description: row.description,
    complexity: row.complexity as Complexity | null,
    style: row.style as ColorStyle,
    preferredStyles: row.preferred_styles,
    budgetRange: row.budget_range,
    timeline: row.timeline,
    recommendedArtists: row.recommended_artists,
  };
}

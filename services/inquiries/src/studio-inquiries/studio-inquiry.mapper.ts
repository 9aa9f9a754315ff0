import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import type { ColorStyle, Complexity } from '@inkbook/contracts/tattoo-options';
import { INQUIRY_CARD_COLUMNS, toStoredInquiry } from '../shared/inquiry-mapper';
import type { StudioInquiryRow } from './studio-inquiry.table';

/** What a studio inquiry answers: the shared card columns and the studio's own (see INQUIRY_CARD_COLUMNS). */
export const STUDIO_CARD_COLUMNS = [
  ...INQUIRY_CARD_COLUMNS,
  'studio_id',
  'description',
  'complexity',
  'style',
  'preferred_styles',
  'budget_range',
  'timeline',
  'recommended_artists',
] as const satisfies readonly (keyof StudioInquiryRow)[];
export type StudioInquiryCard = Pick<StudioInquiryRow, (typeof STUDIO_CARD_COLUMNS)[number]>;

export function toStudioInquiry(row: StudioInquiryCard): StudioInquiry {
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

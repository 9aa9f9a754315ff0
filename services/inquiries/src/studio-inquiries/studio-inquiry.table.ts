import type { Selectable } from 'kysely';
import type { InquiryColumns } from '../shared/inquiry-columns';

export interface StudioInquiriesTable extends InquiryColumns {
  studio_id: string;
  /** Derived here (inquiry-text.ts, budget.ts), never taken from the client. */
  description: string;
  budget_range: string;
  timeline: string;
  complexity: string | null;
  style: string;
  preferred_styles: string[];
  recommended_artists: string[];
}
export type StudioInquiryRow = Selectable<StudioInquiriesTable>;

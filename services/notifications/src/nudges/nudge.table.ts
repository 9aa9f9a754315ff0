import type { InquiryStatus } from '@inkbook/contracts/inquiry-status';

/** Whose inbox an inquiry is in: an artist's (`inquiries.inquiry.*`) or a studio's (`inquiries.studio-inquiry.*`). */
export type InquiryKind = 'artist' | 'studio';

/**
 * The inquiries a nudge may be due for, kept from inquiries' events: just enough to know at nudge time whether
 * the inquiry is still New and whom to remind (the event itself is long gone by then).
 */
export interface NudgeInquiriesTable {
  id: string;
  kind: InquiryKind;
  /** The artist's or the studio's id (the recipient is its account). */
  owner_id: string;
  client_first_name: string;
  status: InquiryStatus;
  deleted: boolean;
  created_at: string;
  /** The inquiry's own `updatedAt`: an older event arriving late does not undo a newer status. */
  updated_at: string;
}

export interface NudgeTables {
  nudge_inquiries: NudgeInquiriesTable;
}

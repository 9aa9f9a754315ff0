/**
 * Inquiry states (spec §4); artists may set any by hand, studios approve or decline. Free of schemas, so a list
 * that only draws badges does not build the inquiry schemas (`inquiry.ts` builds its status schema from these).
 */
export const inquiryStatuses = ['pending', 'reviewed', 'responded', 'approved', 'declined'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

const STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: 'New',
  reviewed: 'Reviewed',
  responded: 'Responded',
  approved: 'Approved',
  declined: 'Declined',
};
/** Badge text; a status this version does not know reads 'New' (spec §4). */
export const inquiryStatusLabel = (status: string) => STATUS_LABELS[status as InquiryStatus] ?? 'New';

/** What each status means to the artist, in a few words: shown under the inbox's status filter (issue 25 item 5). */
export const inquiryStatusMeanings: Record<InquiryStatus, string> = {
  pending: 'not opened yet',
  reviewed: 'you opened it',
  responded: 'you answered',
  approved: 'you said yes',
  declined: 'you said no',
};

import type { InquiryStage } from '@inkbook/contracts/booking-rules';
import type { InquiryStatus } from '@inkbook/contracts/inquiry';

/** What the inbox list is narrowed to; all go to the server, which searches all of the artist's inquiries. */
export interface InboxFilters {
  q: string;
  status: InquiryStatus | 'all';
  /** Issue 23: where it is on its way to a booking. */
  stage: InquiryStage | 'all';
}

/** The inbox as it opens: every inquiry. */
export const unfiltered: InboxFilters = { q: '', status: 'all', stage: 'all' };

/**
 * Every cached answer about one artist's inquiries sits under this prefix, so a change, a live event or a
 * reconnect refreshes the list pages and the counts (the dashboard's 'new inquiries' stat too) with one call.
 */
export const artistInquiriesKey = (artistId: string) => ['inquiries', 'artist', artistId] as const;
export const inboxListKey = (artistId: string) => [...artistInquiriesKey(artistId), 'list'] as const;
export const inboxPageKey = (artistId: string, filters: InboxFilters) =>
  [...inboxListKey(artistId), filters] as const;
export const inquiryStatsKey = (artistId: string) => [...artistInquiriesKey(artistId), 'stats'] as const;

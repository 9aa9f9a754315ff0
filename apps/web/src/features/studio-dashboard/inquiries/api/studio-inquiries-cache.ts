import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { inboxCache } from '@/lib/inbox-cache';
import { studioDashboardKeys } from '../../api/query-keys';
import { studioInquiriesListKey } from './get-studio-inquiries';

/** The studio's Inquiries tab: its pages, and the pending count on the tab and the Overview. */
export const { showChanged, showRemoved } = inboxCache(({ studioId }: StudioInquiry) => ({
  lists: studioInquiriesListKey(studioId),
  all: studioDashboardKeys.inquiries(studioId),
}));

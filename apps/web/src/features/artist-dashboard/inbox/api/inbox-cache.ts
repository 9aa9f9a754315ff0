import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { inboxCache } from '@/lib/inbox-cache';
import { artistInquiriesKey, inboxListKey } from './query-keys';

/** The artist's inbox: its pages under every filter, and its counts (the dashboard's 'new inquiries' too). */
export const { showChanged, showRemoved } = inboxCache(({ artistId }: ArtistInquiry) => ({
  lists: inboxListKey(artistId),
  all: artistInquiriesKey(artistId),
}));

import { useInquiryStats } from '../api/get-inquiry-stats';

/** The artist's pending inquiries ('New' in spec §4), kept current by the inbox's live updates; '–' until known. */
export function NewInquiriesCount({ artistId }: { artistId: string }) {
  return useInquiryStats(artistId).data?.pending ?? '–';
}

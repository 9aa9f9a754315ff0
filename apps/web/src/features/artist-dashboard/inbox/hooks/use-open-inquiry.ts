import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { useCallback } from 'react';
import { useOpenInquiry as useOpenAny } from '@/lib/use-open-inquiry';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';

/** The inquiry open in the detail dialog (`@/lib/use-open-inquiry`); opening a new one marks it reviewed (spec §4). */
export function useOpenInquiry(listed: readonly ArtistInquiry[], fallback: () => HTMLElement | null) {
  const { mutate } = useUpdateInquiryStatus();
  const markReviewed = useCallback(
    (inquiry: ArtistInquiry, keep: (inquiry: ArtistInquiry) => void) => {
      if (inquiry.status === 'pending')
        mutate({ id: inquiry.id, status: 'reviewed', announce: false }, { onSuccess: keep });
    },
    [mutate],
  );
  return useOpenAny(listed, fallback, markReviewed);
}

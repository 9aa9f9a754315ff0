import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { useSearchParams } from 'react-router';
import { useLiveBookings } from '@/components/booking/booking-api';
import { InquiryOffers } from '@/components/booking/inquiry-offers';
import { Conversation } from '@/components/conversation/conversation';
import { ReceivedInquiryDialog } from '@/components/received-inquiry-dialog';
import { StudioInquiryDecision } from './studio-inquiry-decision';
import { StudioInquiryDetails } from './studio-inquiry-details';

interface StudioInquiryDetailDialogProps {
  inquiry: StudioInquiry | null;
  onClose: () => void;
  onChanged: (inquiry: StudioInquiry) => void;
  /** Where focus goes when the dialog closes (the card that opened it, unless it is gone). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * One studio inquiry in full, its conversation with the client and the offer (issue 23, live), then the studio's
 * answer: approve or decline with a response, or delete.
 */
export function StudioInquiryDetailDialog({
  inquiry,
  onClose,
  onChanged,
  onCloseAutoFocus,
}: StudioInquiryDetailDialogProps) {
  // Only an admin's dashboard is addressed by `?studioId=` (paths.studioDashboardOf): an admin reads along.
  const [params] = useSearchParams();
  const reader = params.has('studioId') ? 'admin' : 'recipient';
  useLiveBookings();
  return (
    <ReceivedInquiryDialog inquiry={inquiry} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus}>
      {(inquiry) => (
        <div className="flex flex-col gap-6">
          <StudioInquiryDetails inquiry={inquiry} />
          <Conversation inquiryId={inquiry.id} kind="studio" reader={reader} />
          <InquiryOffers subject={{ kind: 'studio', inquiry }} reader={reader} />
          {/* Keyed: another inquiry starts from its own saved response. */}
          <StudioInquiryDecision
            key={inquiry.id}
            inquiry={inquiry}
            onChanged={onChanged}
            onDeleted={onClose}
          />
        </div>
      )}
    </ReceivedInquiryDialog>
  );
}

import type { StudioInquiry } from '@inkbook/contracts/inquiry';
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

/** One studio inquiry in full, then the studio's answer: approve or decline with a response, or delete. */
export function StudioInquiryDetailDialog({
  inquiry,
  onClose,
  onChanged,
  onCloseAutoFocus,
}: StudioInquiryDetailDialogProps) {
  return (
    <ReceivedInquiryDialog inquiry={inquiry} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus}>
      {(inquiry) => (
        <div className="flex flex-col gap-6">
          <StudioInquiryDetails inquiry={inquiry} />
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

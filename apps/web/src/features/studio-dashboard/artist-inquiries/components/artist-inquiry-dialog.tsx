import { budgetText } from '@inkbook/contracts/budget';
import type { StudioArtistInquiry } from '@inkbook/contracts/inquiry-routes';
import { ConfirmDeleteInquiry } from '@/components/confirm-delete-inquiry';
import { InquiryFactLists } from '@/components/inquiry-fact-lists';
import { ReceivedInquiryDialog } from '@/components/received-inquiry-dialog';
import { useDeleteStudioArtistInquiry } from '../api/delete-studio-artist-inquiry';
import { artistNameText } from './artist-name-text';

interface ArtistInquiryDialogProps {
  studioId: string;
  inquiry: StudioArtistInquiry | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the card that opened it, unless it is gone). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * One inquiry to a verified artist: what the client sent, without their photos and the artist's notes (both are
 * the artist's alone), and Delete behind a confirmation.
 */
export function ArtistInquiryDialog({
  studioId,
  inquiry,
  onClose,
  onCloseAutoFocus,
}: ArtistInquiryDialogProps) {
  const remove = useDeleteStudioArtistInquiry(studioId);
  return (
    <ReceivedInquiryDialog
      inquiry={inquiry}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      recipient={(inquiry) => <>To {artistNameText(inquiry)}</>}
    >
      {(inquiry) => (
        <div className="flex flex-col gap-4">
          <InquiryFactLists
            inquiry={inquiry}
            tattoo={[
              { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
              { label: 'Estimated price', value: inquiry.aiEstimateRange },
            ]}
          />
          <ConfirmDeleteInquiry
            isPending={remove.isPending}
            onConfirm={(done) =>
              remove.mutate(inquiry, {
                onSuccess: () => {
                  done();
                  onClose();
                },
              })
            }
          />
        </div>
      )}
    </ReceivedInquiryDialog>
  );
}

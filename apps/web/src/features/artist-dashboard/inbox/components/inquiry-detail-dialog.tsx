import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { useLiveBookings } from '@/components/booking/booking-api';
import { InquiryOffers } from '@/components/booking/inquiry-offers';
import { Conversation } from '@/components/conversation/conversation';
import { ReceivedInquiryDialog } from '@/components/received-inquiry-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InquiryDetails } from './inquiry-details';
import { InquiryRespond } from './inquiry-respond';

interface InquiryDetailDialogProps {
  inquiry: ArtistInquiry | null;
  onClose: () => void;
  onChanged: (inquiry: ArtistInquiry) => void;
  onDeleted: () => void;
  /** Where focus goes when the dialog closes (the card that opened it, unless it is gone). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * One inquiry in full: the Details, Conversation (issue 23: the thread, then the offer and its booking, live) and
 * Respond tabs (spec §2 "Artist dashboard").
 */
export function InquiryDetailDialog({
  inquiry,
  onClose,
  onChanged,
  onDeleted,
  onCloseAutoFocus,
}: InquiryDetailDialogProps) {
  useLiveBookings();
  return (
    <ReceivedInquiryDialog inquiry={inquiry} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus}>
      {(inquiry) => (
        <Tabs defaultValue="details">
          <TabsList>
            <TabsTrigger value="details">Details</TabsTrigger>
            <TabsTrigger value="conversation">Conversation</TabsTrigger>
            <TabsTrigger value="respond">Respond</TabsTrigger>
          </TabsList>
          <TabsContent value="details" className="mt-5">
            <InquiryDetails inquiry={inquiry} />
          </TabsContent>
          <TabsContent value="conversation" className="mt-5 flex flex-col gap-6">
            <Conversation inquiryId={inquiry.id} kind="artist" reader="recipient" />
            <InquiryOffers subject={{ kind: 'artist', inquiry }} reader="recipient" />
          </TabsContent>
          <TabsContent value="respond" className="mt-5">
            <InquiryRespond inquiry={inquiry} onChanged={onChanged} onDeleted={onDeleted} />
          </TabsContent>
        </Tabs>
      )}
    </ReceivedInquiryDialog>
  );
}

import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
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

/** One inquiry in full: the Details, Conversation (issue 23) and Respond tabs (spec §2 "Artist dashboard"). */
export function InquiryDetailDialog({
  inquiry,
  onClose,
  onChanged,
  onDeleted,
  onCloseAutoFocus,
}: InquiryDetailDialogProps) {
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
          <TabsContent value="conversation" className="mt-5">
            <Conversation inquiryId={inquiry.id} kind="artist" reader="recipient" />
          </TabsContent>
          <TabsContent value="respond" className="mt-5">
            <InquiryRespond inquiry={inquiry} onChanged={onChanged} onDeleted={onDeleted} />
          </TabsContent>
        </Tabs>
      )}
    </ReceivedInquiryDialog>
  );
}

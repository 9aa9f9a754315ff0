import type { StudioArtistInquiry } from '@inkbook/contracts/inquiry-routes';
import { InquiryList } from '@/components/inquiry-list';
import { useOpenInquiry } from '@/lib/use-open-inquiry';
import { useStudioArtistInquiries } from '../api/get-studio-artist-inquiries';
import { ArtistInquiryDialog } from './artist-inquiry-dialog';
import { artistNameText } from './artist-name-text';

/** Under size, placement and budget: which of the studio's artists it was sent to. */
const artistFacts = (inquiry: StudioArtistInquiry) => [{ label: 'Artist', value: artistNameText(inquiry) }];

interface ArtistInquiryInboxProps {
  studioId: string;
  /** The tab's heading, which takes focus when the card an open inquiry came from is gone. */
  heading: () => HTMLElement | null;
}

/** The cards, a page at a time, and the dialog of the one opened. */
export function ArtistInquiryInbox({ studioId, heading }: ArtistInquiryInboxProps) {
  const inbox = useStudioArtistInquiries(studioId);
  const listed = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const opened = useOpenInquiry(listed, heading);
  return (
    <>
      <InquiryList
        query={inbox}
        empty={
          <>
            <p className="font-semibold text-ink">No artist inquiries yet</p>
            <p className="mt-1 text-sm">
              Inquiries clients send to your studio's verified artists show here. Verify your artists in the
              Artists tab.
            </p>
          </>
        }
        onOpen={opened.open}
        moreFacts={artistFacts}
      />
      <ArtistInquiryDialog
        studioId={studioId}
        inquiry={opened.current}
        onClose={opened.close}
        onCloseAutoFocus={opened.returnFocus}
      />
    </>
  );
}

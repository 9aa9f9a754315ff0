import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { InquiryList } from '@/components/inquiry-list';
import { LazyInquiryDetail } from '@/components/lazy-inquiry-detail';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { useOpenInquiry } from '@/lib/use-open-inquiry';
import { useStudioInquiries } from '../api/get-studio-inquiries';

/** The detail dialog (photos, answer, decision, delete) loads when the browser is idle, or when a card is opened. */
const detailDialog = lazyWhenIdle(
  async () => (await import('./studio-inquiry-detail-dialog')).StudioInquiryDetailDialog,
);

/** Under size, placement and budget: the styles the client would like (studio inquiry step 4). */
const styleFacts = (inquiry: StudioInquiry) => [
  { label: 'Styles', value: inquiry.preferredStyles.join(', ') },
];

interface StudioInquiryInboxProps {
  studioId: string;
  /** The tab's heading, which takes focus when the card an open inquiry came from is gone. */
  heading: () => HTMLElement | null;
}

/** The cards, a page at a time, and the detail dialog of the one opened. */
export function StudioInquiryInbox({ studioId, heading }: StudioInquiryInboxProps) {
  const inbox = useStudioInquiries(studioId);
  const listed = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const opened = useOpenInquiry(listed, heading);

  return (
    <>
      <InquiryList
        query={inbox}
        empty={
          <>
            <p className="font-semibold text-ink">No inquiries yet</p>
            <p className="mt-1 text-sm">When a client sends your studio an inquiry, it shows here.</p>
          </>
        }
        onOpen={opened.open}
        moreFacts={styleFacts}
      />
      <LazyInquiryDetail dialog={detailDialog} opened={opened} props={{}} />
    </>
  );
}

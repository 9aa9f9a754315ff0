import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { useState } from 'react';
import { StageSelect } from '@/components/booking/stage-select';
import { InquiryList } from '@/components/inquiry-list';
import { LazyInquiryDetail } from '@/components/lazy-inquiry-detail';
import { Label } from '@/components/ui/label';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { useOpenInquiry } from '@/lib/use-open-inquiry';
import { type StageFilter, useStudioInquiries } from '../api/get-studio-inquiries';

/** The detail dialog (photos, answer, decision, delete) loads once a person is on the page, or when a card is opened. */
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

/** The stage filter (issue 23), the cards, a page at a time, and the detail dialog of the one opened. */
export function StudioInquiryInbox({ studioId, heading }: StudioInquiryInboxProps) {
  const [stage, setStage] = useState<StageFilter>('all');
  const inbox = useStudioInquiries(studioId, stage);
  const listed = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const opened = useOpenInquiry(listed, heading);

  return (
    <>
      <search aria-label="Filter inquiries" className="sm:w-64">
        <Label htmlFor="studio-inquiries-stage">Stage</Label>
        <StageSelect id="studio-inquiries-stage" value={stage} onChange={setStage} className="mt-1.5" />
      </search>
      <InquiryList
        query={inbox}
        empty={
          stage === 'all' ? (
            <>
              <p className="font-semibold text-ink">No inquiries yet</p>
              <p className="mt-1 text-sm">When a client sends your studio an inquiry, it shows here.</p>
            </>
          ) : (
            'No inquiries at this stage'
          )
        }
        onOpen={opened.open}
        moreFacts={styleFacts}
      />
      <LazyInquiryDetail dialog={detailDialog} opened={opened} props={{}} />
    </>
  );
}

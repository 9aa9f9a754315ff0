import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { Suspense, useState } from 'react';
import { InquiryList } from '@/components/inquiry-list';
import { DialogLoading } from '@/components/lazy-dialog';
import { lazyWhenIdle, usePreloadWhenIdle } from '@/lib/lazy-when-idle';
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
  usePreloadWhenIdle(detailDialog.preload);
  // Mounted from the first opening on, so it closes (and hands focus back) like any dialog.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (opened.current && !dialogMounted) setDialogMounted(true);

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
      {dialogMounted ? (
        <Suspense fallback={opened.current ? <DialogLoading label="Opening the inquiry" /> : null}>
          <detailDialog.Component
            inquiry={opened.current}
            onClose={opened.close}
            onChanged={opened.keep}
            onCloseAutoFocus={opened.returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}

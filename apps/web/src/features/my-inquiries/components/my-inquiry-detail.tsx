import { statusAfterOffer } from '@inkbook/contracts/booking-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { offersQueryOptions } from '@/components/booking/booking-api';
import { ClientAppointment } from '@/components/booking/client-appointment';
import { Conversation } from '@/components/conversation/conversation';
import { PageTitle } from '@/components/page-title';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { myInquiriesQueryKey } from '@/lib/my-inquiries-key';
import { useMyInquiry } from '../api/get-my-inquiry';
import { InquiryProblem } from './inquiry-problem';
import { MyInquiryHeader, recipientText, SentPhotos } from './my-inquiry-card';

const backLink = (
  <Link
    to={paths.myInquiries}
    className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    My Inquiries
  </Link>
);

/**
 * One of the client's inquiries (issue 23): to whom and when, its status, the idea and photos, the recipient's
 * answer, the offer and booking it led to, and the conversation with them.
 */
export function MyInquiryDetail({ id }: { id: string }) {
  const { inquiry, isPending, error, missing } = useMyInquiry(id);
  // An offer that arrives live has answered the inquiry already: inquiries applies that on its side a moment later
  // (its event reaches only the recipient), so the label follows the offers this page holds (the same request as
  // the appointment's below).
  const offered = (useQuery({ ...offersQueryOptions(id), enabled: !!inquiry }).data?.length ?? 0) > 0;
  const queryClient = useQueryClient();
  // The recipient's first answer moves the inquiry to Responded: the summary's badge follows.
  const refreshInquiry = () => void queryClient.invalidateQueries({ queryKey: myInquiriesQueryKey });

  let content: ReactNode;
  if (isPending) {
    content = (
      <div role="status" aria-label="Loading the inquiry" className="mt-8 flex flex-col gap-4">
        <Skeleton className="h-9 w-1/2" />
        <SkeletonText lines={3} />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  } else if (missing || !inquiry) {
    content = <InquiryProblem error={error} next={paths.myInquiry(id)} />;
  } else {
    content = (
      <>
        <PageTitle title={`Inquiry to ${recipientText(inquiry)}`} />
        <MyInquiryHeader
          inquiry={offered ? { ...inquiry, status: statusAfterOffer(inquiry.status) } : inquiry}
          page
        />
        <section
          aria-label="Your inquiry"
          className="mt-6 rounded-2xl border border-line bg-white p-5 sm:p-6"
        >
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">Your idea</h2>
          <p className="mt-2 break-words whitespace-pre-line text-ink-soft">{inquiry.concept}</p>
          <SentPhotos inquiry={inquiry} />
          {inquiry.response ? (
            <div className="mt-4 rounded-xl border border-line bg-paper-deep p-4">
              <p className="text-sm font-medium text-ink">Response from {recipientText(inquiry)}</p>
              <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-soft">{inquiry.response}</p>
            </div>
          ) : null}
        </section>
        <ClientAppointment inquiryId={inquiry.id} className="mt-8" />
        <div className="mt-8">
          <Conversation
            inquiryId={inquiry.id}
            kind={inquiry.kind}
            reader="client"
            onMessage={refreshInquiry}
          />
        </div>
      </>
    );
  }

  return (
    <>
      {backLink}
      {content}
    </>
  );
}

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
import { isApiError } from '@/lib/api-client';
import { myInquiriesQueryKey } from '@/lib/my-inquiries-key';
import { useMyInquiry } from '../api/get-my-inquiry';
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

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mt-8 rounded-2xl border border-line bg-white px-6 py-10 text-center">
      <PageTitle title={title} />
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">{children}</p>
    </div>
  );
}

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
    const signedOut = isApiError(error) && error.status === 401;
    content = signedOut ? (
      <Problem title="Your session has ended">
        <Link to={`${paths.login}?next=${encodeURIComponent(paths.myInquiry(id))}`} className="underline">
          Sign in again
        </Link>{' '}
        to see this inquiry.
      </Problem>
    ) : error ? (
      <Problem title="Couldn't load this inquiry">Please try again in a moment.</Problem>
    ) : (
      <Problem title="Inquiry not found">
        There is no inquiry of yours at this address. It may have been deleted; your inquiries are all on{' '}
        <Link to={paths.myInquiries} className="underline">
          My Inquiries
        </Link>
        .
      </Problem>
    );
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

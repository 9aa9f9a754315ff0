import { budgetText } from '@inkbook/contracts/budget';
import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { InquiryFactLists } from '@/components/inquiry-fact-lists';
import { QuoteBreakdown } from './quote-breakdown';

/** The Details tab: everything the client sent, the stored estimate, and their photos. */
export function InquiryDetails({ inquiry }: { inquiry: ArtistInquiry }) {
  return (
    <InquiryFactLists
      inquiry={inquiry}
      tattoo={[{ label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) }]}
      photos={inquiry}
    >
      <QuoteBreakdown inquiry={inquiry} />
    </InquiryFactLists>
  );
}

import { budgetText } from '@inkbook/contracts/budget';
import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { FactList } from '@/components/fact-list';
import { InquiryPhotos } from '@/components/inquiry-photos';
import { clientFacts, schedulingFacts, tattooFacts } from '@/lib/inquiry-facts';
import { QuoteBreakdown } from './quote-breakdown';

/** The Details tab: everything the client sent, the stored estimate, and their photos. */
export function InquiryDetails({ inquiry }: { inquiry: ArtistInquiry }) {
  return (
    <div className="flex flex-col gap-4">
      <FactList title="Client" facts={clientFacts(inquiry)} />
      <FactList
        title="Tattoo"
        facts={[
          ...tattooFacts(inquiry),
          { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
        ]}
      />
      <FactList title="Scheduling" facts={schedulingFacts(inquiry)} />
      <QuoteBreakdown inquiry={inquiry} />
      <InquiryPhotos
        clientName={inquiry.fullName}
        groups={[
          { title: 'Reference images', urls: inquiry.referenceImages },
          { title: 'Placement photos', urls: inquiry.placementPhotos },
          { title: 'Flash designs', urls: inquiry.selectedFlashDesigns },
        ]}
      />
    </div>
  );
}

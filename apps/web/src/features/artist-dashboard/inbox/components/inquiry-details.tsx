import { budgetText } from '@inkbook/contracts/budget';
import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { placementAreaLabel } from '@inkbook/contracts/tattoo-options';
import { FactList } from '@/components/fact-list';
import { InquiryPhotos } from '@/components/inquiry-photos';
import { clientFacts, schedulingFacts, sizeText } from '@/lib/inquiry-facts';
import { QuoteBreakdown } from './quote-breakdown';

/** The Details tab: everything the client sent, the stored estimate, and their photos. */
export function InquiryDetails({ inquiry }: { inquiry: ArtistInquiry }) {
  return (
    <div className="flex flex-col gap-4">
      <FactList title="Client" facts={clientFacts(inquiry)} />
      <FactList
        title="Tattoo"
        facts={[
          { label: 'Idea', value: inquiry.concept },
          { label: 'Placement', value: inquiry.placementAreas.map(placementAreaLabel).join(', ') },
          { label: 'Size', value: sizeText(inquiry.size) },
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

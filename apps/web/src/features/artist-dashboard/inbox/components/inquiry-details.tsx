import { budgetText } from '@inkbook/contracts/budget';
import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { placementAreaLabel } from '@inkbook/contracts/tattoo-options';
import { sizeText } from '../utils/inquiry-facts';
import { FactList } from './fact-list';
import { InquiryPhotos } from './inquiry-photos';
import { QuoteBreakdown } from './quote-breakdown';

const travel = { 'planning-trip': 'Traveling for this tattoo', local: 'Local' } as const;

/** The Details tab: everything the client sent, the stored estimate, and their photos. */
export function InquiryDetails({ inquiry }: { inquiry: ArtistInquiry }) {
  return (
    <div className="flex flex-col gap-4">
      <FactList
        title="Client"
        facts={[
          { label: 'Name', value: inquiry.fullName },
          { label: 'Email', value: inquiry.email },
          { label: 'Phone', value: inquiry.phone },
        ]}
      />
      <FactList
        title="Tattoo"
        facts={[
          { label: 'Idea', value: inquiry.concept },
          { label: 'Placement', value: inquiry.placementAreas.map(placementAreaLabel).join(', ') },
          { label: 'Size', value: sizeText(inquiry.size) },
          { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
        ]}
      />
      <FactList
        title="Scheduling"
        facts={[
          { label: 'Available dates', value: inquiry.availableDates.join('\n') },
          { label: 'Travel', value: inquiry.isTraveling ? travel[inquiry.isTraveling] : null },
          { label: 'Scheduling notes', value: inquiry.schedulingNotes },
          { label: 'Additional notes', value: inquiry.additionalNotes },
        ]}
      />
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

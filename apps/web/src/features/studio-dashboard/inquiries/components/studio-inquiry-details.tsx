import { budgetText } from '@inkbook/contracts/budget';
import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { colorStyles, complexityLevels } from '@inkbook/contracts/tattoo-options';
import { FactList } from '@/components/fact-list';
import { InquiryPhotos } from '@/components/inquiry-photos';
import { clientFacts, labelOf, schedulingFacts, tattooFacts } from '@/lib/inquiry-facts';

/**
 * Everything the client sent the studio, and their photos. The stored description, budget range and timeline are
 * left out: the server derives them from the idea, notes, budget and dates shown here. Reference and placement
 * photos are private: their URLs are the inquiry's own attachment route, which serves them to this studio only.
 */
export function StudioInquiryDetails({ inquiry }: { inquiry: StudioInquiry }) {
  return (
    <div className="flex flex-col gap-4">
      <FactList title="Client" facts={clientFacts(inquiry)} />
      <FactList
        title="Tattoo"
        facts={[
          ...tattooFacts(inquiry),
          { label: 'Preferred styles', value: inquiry.preferredStyles.join(', ') },
          { label: 'Color', value: labelOf(colorStyles, inquiry.style) },
          { label: 'Detail', value: labelOf(complexityLevels, inquiry.complexity) },
          { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
          { label: 'Recommended artists', value: inquiry.recommendedArtists.join(', ') },
        ]}
      />
      <FactList title="Scheduling" facts={schedulingFacts(inquiry)} />
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

import { budgetText } from '@inkbook/contracts/budget';
import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { colorStyles, complexityLevels } from '@inkbook/contracts/tattoo-options';
import { InquiryFactLists } from '@/components/inquiry-fact-lists';
import { labelOf } from '@/lib/inquiry-facts';

/**
 * Everything the client sent the studio, and their photos. The stored description, budget range and timeline are
 * left out: the server derives them from the idea, notes, budget and dates shown here. Reference and placement
 * photos are private: their URLs are the inquiry's own attachment route, which serves them to this studio only.
 */
export function StudioInquiryDetails({ inquiry }: { inquiry: StudioInquiry }) {
  return (
    <InquiryFactLists
      inquiry={inquiry}
      tattoo={[
        { label: 'Preferred styles', value: inquiry.preferredStyles.join(', ') },
        { label: 'Color', value: labelOf(colorStyles, inquiry.style) },
        { label: 'Detail', value: labelOf(complexityLevels, inquiry.complexity) },
        { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
        { label: 'Recommended artists', value: inquiry.recommendedArtists.join(', ') },
      ]}
      photos={inquiry}
    />
  );
}

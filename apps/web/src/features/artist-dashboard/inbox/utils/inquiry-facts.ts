import { budgetText } from '@inkbook/contracts/budget';
import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { placementAreaLabel, tattooSizes } from '@inkbook/contracts/tattoo-options';

/** The size's label ('Medium, 4-6"'), or the stored value when this version does not know it. */
export function sizeText(size: string): string {
  const known = tattooSizes.find((option) => option.value === size);
  return known ? `${known.label}, ${known.inches}` : size;
}

/** What a card shows under the idea: size, placements and the budget text of spec §9. */
export const cardFacts = (inquiry: ArtistInquiry) => [
  { label: 'Size', value: sizeText(inquiry.size) },
  { label: 'Placement', value: inquiry.placementAreas.map(placementAreaLabel).join(', ') },
  { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
];

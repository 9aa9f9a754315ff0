import { budgetText } from '@inkbook/contracts/budget';
import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { placementAreaLabel, tattooSizes } from '@inkbook/contracts/tattoo-options';

/** The size's label ('Medium, 4-6"'), or the stored value when this version does not know it. */
export function sizeText(size: string): string {
  const known = tattooSizes.find((option) => option.value === size);
  return known ? `${known.label}, ${known.inches}` : size;
}

/** What every inquiry card shows, whether sent to an artist or to a studio. */
export type CardInquiry = Pick<
  ArtistInquiry,
  | 'id'
  | 'fullName'
  | 'concept'
  | 'status'
  | 'createdAt'
  | 'size'
  | 'placementAreas'
  | 'budgetMin'
  | 'budgetMax'
>;

/** What a card shows under the idea: size, placements and the budget text of spec §9. */
export const cardFacts = (inquiry: CardInquiry) => [
  { label: 'Size', value: sizeText(inquiry.size) },
  { label: 'Placement', value: inquiry.placementAreas.map(placementAreaLabel).join(', ') },
  { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
];

const travel = { 'planning-trip': 'Traveling for this tattoo', local: 'Local' } as const;

/** The detail view's 'Client' group: how to reach them. */
export const clientFacts = (inquiry: Pick<ArtistInquiry, 'fullName' | 'email' | 'phone'>) => [
  { label: 'Name', value: inquiry.fullName },
  { label: 'Email', value: inquiry.email },
  { label: 'Phone', value: inquiry.phone },
];

/** The detail view's 'Scheduling' group: when they can come and what else they wrote. */
/** What the client wants inked, as every inquiry dialog opens its 'Tattoo' facts: idea, placement, size. */
export const tattooFacts = (inquiry: Pick<ArtistInquiry, 'concept' | 'placementAreas' | 'size'>) => [
  { label: 'Idea', value: inquiry.concept },
  { label: 'Placement', value: inquiry.placementAreas.map(placementAreaLabel).join(', ') },
  { label: 'Size', value: sizeText(inquiry.size) },
];

export const schedulingFacts = (
  inquiry: Pick<ArtistInquiry, 'availableDates' | 'isTraveling' | 'schedulingNotes' | 'additionalNotes'>,
) => [
  { label: 'Available dates', value: inquiry.availableDates.join('\n') },
  { label: 'Travel', value: inquiry.isTraveling ? travel[inquiry.isTraveling] : null },
  { label: 'Scheduling notes', value: inquiry.schedulingNotes },
  { label: 'Additional notes', value: inquiry.additionalNotes },
];

/** An option list's label for a stored value, or the value itself when the list does not know it. */
export const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value === null ? null : (options.find((option) => option.value === value)?.label ?? value);

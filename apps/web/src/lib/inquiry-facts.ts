import type { ClientRecord } from '@inkbook/contracts/booking';
import { budgetText } from '@inkbook/contracts/budget';
import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { placementAreaLabel, tattooSizes } from '@inkbook/contracts/tattoo-options';

/** The size's label ('Medium, 4-6"'), or the stored value when this version does not know it. */
export function sizeText(size: string): string {
  const known = tattooSizes.find((option) => option.value === size);
  return known ? `${known.label}, ${known.inches}` : size;
}

/**
 * What every inquiry card shows, whether sent to an artist or to a studio; the recipient's own reads add how many of
 * the client's messages are unread and the client's record (issue 23).
 */
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
  | 'unreadMessages'
  | 'clientRecord'
  | 'touchupOf'
>;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A client's track record over their bookings with anyone, for the recipient (counts only, never who or when):
 * '3 completed · 1 late cancellation · 0 no-shows', or 'New client' before any of them happened.
 */
export function clientRecordText(record: ClientRecord | undefined): string | undefined {
  if (!record) return undefined;
  const { completed, lateCancellations, noShows } = record;
  if (completed + lateCancellations + noShows === 0) return 'New client';
  return [
    `${completed} completed`,
    counted(lateCancellations, 'late cancellation', 'late cancellations'),
    counted(noShows, 'no-show', 'no-shows'),
  ].join(' · ');
}

/** What a card shows under the idea: size, placements, the budget text of spec §9 and the client's record. */
export const cardFacts = (inquiry: CardInquiry) => [
  { label: 'Size', value: sizeText(inquiry.size) },
  { label: 'Placement', value: inquiry.placementAreas.map(placementAreaLabel).join(', ') },
  { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
  { label: 'Client record', value: clientRecordText(inquiry.clientRecord) },
];

const travel = { 'planning-trip': 'Traveling for this tattoo', local: 'Local' } as const;

/** The detail view's 'Client' group: how to reach them, and their record when the recipient reads it. */
export const clientFacts = (
  inquiry: Pick<ArtistInquiry, 'fullName' | 'email' | 'phone' | 'clientRecord'>,
) => [
  { label: 'Name', value: inquiry.fullName },
  { label: 'Email', value: inquiry.email },
  { label: 'Phone', value: inquiry.phone },
  { label: 'Record', value: clientRecordText(inquiry.clientRecord) },
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

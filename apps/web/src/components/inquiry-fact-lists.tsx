import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import type { ReactNode } from 'react';
import { clientFacts, schedulingFacts, tattooFacts } from '@/lib/inquiry-facts';
import { type Fact, FactList } from './fact-list';
import { InquiryPhotos } from './inquiry-photos';

type FactsInquiry = Pick<
  ArtistInquiry,
  | 'fullName'
  | 'email'
  | 'phone'
  | 'clientRecord'
  | 'concept'
  | 'placementAreas'
  | 'size'
  | 'availableDates'
  | 'isTraveling'
  | 'schedulingNotes'
  | 'additionalNotes'
>;

type Photos = Pick<ArtistInquiry, 'referenceImages' | 'placementPhotos' | 'selectedFlashDesigns'>;

interface InquiryFactListsProps {
  inquiry: FactsInquiry;
  /** After idea, placement and size: what this inbox shows of the tattoo (budget, styles, the estimate…). */
  tattoo: Fact[];
  /** Between the scheduling and the photos, e.g. the artist's quote breakdown. */
  children?: ReactNode;
  /** The client's photos and picked flash, where the inbox may show them (private media, DESIGN §5). */
  photos?: Photos;
}

/** Everything the client sent, as every inbox's detail dialog shows it: client, tattoo, scheduling, photos. */
export function InquiryFactLists({ inquiry, tattoo, children, photos }: InquiryFactListsProps) {
  return (
    <div className="flex flex-col gap-4">
      <FactList title="Client" facts={clientFacts(inquiry)} />
      <FactList title="Tattoo" facts={[...tattooFacts(inquiry), ...tattoo]} />
      <FactList title="Scheduling" facts={schedulingFacts(inquiry)} />
      {children}
      {photos ? (
        <InquiryPhotos
          clientName={inquiry.fullName}
          groups={[
            { title: 'Reference images', urls: photos.referenceImages },
            { title: 'Placement photos', urls: photos.placementPhotos },
            { title: 'Flash designs', urls: photos.selectedFlashDesigns },
          ]}
        />
      ) : null}
    </div>
  );
}

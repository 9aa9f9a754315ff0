import {
  type Books,
  booksLabel,
  distanceText,
  spotsLeftText,
  usesMiles,
} from '@inkbook/contracts/availability-rules';
import { Navigation } from 'lucide-react';
import { useBrowserValue } from '@/lib/use-browser-value';

/** Kilometres unless the browser's locale measures road distance in miles (the server writes miles). */
export const prefersKm = () => !usesMiles(typeof navigator === 'undefined' ? 'en-US' : navigator.language);

/** '3.2 mi' (or km), null without a distance (no 'Near me', or a profile without coordinates). */
export const cardDistance = (distanceMiles: number | null | undefined, km = prefersKm()) =>
  typeof distanceMiles === 'number' ? distanceText(distanceMiles, km) : null;

/** What a card says about its books, only when they are not plainly open: closed, waitlist, or spots left. */
export function cardBooksText(books: Pick<Books, 'status' | 'reopensOn' | 'spotsLeft'>): string | null {
  if (books.status !== 'open') return booksLabel(books);
  return books.spotsLeft === null ? null : spotsLeftText(books.spotsLeft);
}

/** A card's small line under the place: the distance and the books, either or both, or nothing. */
export function CardNearLine({
  distanceMiles,
  books,
}: {
  distanceMiles: number | null | undefined;
  books: Pick<Books, 'status' | 'reopensOn' | 'spotsLeft'>;
}) {
  const distance = cardDistance(distanceMiles, useBrowserValue(prefersKm, false));
  const booksText = cardBooksText(books);
  if (!distance && !booksText) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {distance ? (
        <span className="flex items-center gap-1 font-medium text-ink-soft">
          <Navigation aria-hidden="true" className="size-3.5 shrink-0" />
          {distance}
        </span>
      ) : null}
      {booksText ? (
        <span className={books.status === 'open' ? 'text-ink-soft' : 'font-medium text-accent'}>
          {booksText}
        </span>
      ) : null}
    </p>
  );
}

import { tattooSizes } from '@inkbook/contracts/tattoo-options';
import type { InquirySize } from './answers';

/** A priced flash piece the dialog was opened to book (issue 26 item 2): sent as `flashBooking`, priced by it. */
export interface FlashBooking {
  url: string;
  price: number;
  sizeInches: number | null;
}

/** The inquiry size whose assumed inches are nearest the piece's ('Not Sure' when the artist gave no size). */
export function nearestSize(inches: number | null): InquirySize {
  if (inches === null) return 'unsure';
  let best: InquirySize = 'medium';
  let gap = Number.POSITIVE_INFINITY;
  for (const size of tattooSizes) {
    if (size.value === 'custom' || size.value === 'unsure') continue;
    const distance = Math.abs(size.assumedInches - inches);
    if (distance < gap) {
      best = size.value;
      gap = distance;
    }
  }
  return best;
}

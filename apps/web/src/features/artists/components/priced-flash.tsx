import type { FlashPiece } from '@inkbook/contracts/availability';
import { dollars } from '@inkbook/contracts/budget';
import type { ReactNode } from 'react';
import { MediaImage } from '@/components/media-image';

/** A flash piece with a price: one that can be booked. */
export type PricedPiece = FlashPiece & { price: number };

interface PricedFlashProps {
  /** The flash the profile shows (its first 10), each with its details. */
  pieces: FlashPiece[];
  /** The way to book a piece ('Book this flash', or 'Join the waitlist' while the books are not open). */
  action?: (piece: PricedPiece) => ReactNode;
}

/**
 * The priced pieces of Available Flash (issue 26 item 2): title, price and size, and a way to book each; a one-off
 * piece already booked reads 'Claimed' and cannot be booked again. Unpriced flash stays a reference only.
 */
export function PricedFlash({ pieces, action }: PricedFlashProps) {
  const priced = pieces.filter((piece): piece is PricedPiece => piece.price !== null);
  if (priced.length === 0) return null;
  return (
    <ul aria-label="Priced flash" className="mt-5 grid gap-3 sm:grid-cols-2">
      {priced.map((piece) => (
        <li key={piece.url} className="flex items-center gap-3 rounded-xl border border-line bg-white p-3">
          <MediaImage src={piece.url} alt="" sizes="64px" aspect="1/1" className="w-16 shrink-0 rounded-lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="truncate font-medium">{piece.title ?? 'Flash piece'}</p>
            <p className="text-sm text-ink-soft">
              <span className="font-semibold text-ink">{dollars(piece.price)}</span>
              {piece.sizeInches !== null ? <span> · {piece.sizeInches}"</span> : null}
            </p>
            <div>
              {piece.claimed ? (
                <span className="inline-block rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-medium text-muted">
                  Claimed
                </span>
              ) : (
                action?.(piece)
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

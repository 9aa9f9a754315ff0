import { flashQuote } from '@inkbook/contracts/availability-rules';
import { dollars } from '@inkbook/contracts/budget';
import { artistInquiryQuote, hoursText } from '@inkbook/contracts/quote';
import type { ColorStyle, Complexity } from '@inkbook/contracts/tattoo-options';
import type { InquirySize } from '../utils/answers';
import { PricingDisclaimer } from './pricing-disclaimer';

interface InlineQuoteProps {
  size: InquirySize | '';
  complexity: Complexity | '';
  style: ColorStyle;
  placements: readonly string[];
  artistFirstName: string;
  /** The price of the flash piece booked (null: none): the quote is that price, as the service stores it. */
  flashPrice: number | null;
}

/**
 * The estimate of spec §9's artist-inquiry rule (the one the service stores), shown once size and complexity
 * are chosen. Its figures are announced as they change.
 */
export function InlineQuote({
  size,
  complexity,
  style,
  placements,
  artistFirstName,
  flashPrice,
}: InlineQuoteProps) {
  if (flashPrice !== null) return <FlashPriceQuote price={flashPrice} artistFirstName={artistFirstName} />;
  if (!size || !complexity) {
    return (
      <p className="rounded-xl border border-dashed border-line bg-white/60 p-4 text-sm text-muted">
        Please select a complexity level to see your estimated pricing.
      </p>
    );
  }
  const quote = artistInquiryQuote({ size, complexity, style, placements });
  return (
    <section aria-labelledby="inquiry-quote-title" className="rounded-2xl border border-line bg-white p-5">
      <div className="flex items-center justify-between gap-2">
        <h4 id="inquiry-quote-title" className="text-sm font-medium text-muted">
          Estimated price
        </h4>
        <PricingDisclaimer artistFirstName={artistFirstName} />
      </div>
      <div aria-live="polite">
        <p className="font-display text-3xl font-semibold">{quote.rangeText}</p>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted">Time</dt>
            <dd className="font-medium">{hoursText(quote.estimatedHours)}</dd>
          </div>
          <div>
            <dt className="text-muted">Rate</dt>
            <dd className="font-medium">{dollars(quote.hourlyRate)}/hr</dd>
          </div>
          <div>
            <dt className="text-muted">Deposit</dt>
            <dd className="font-medium">{dollars(quote.deposit)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

/** Booking a priced flash piece: the artist's price is the quote (flashQuote, the one the service stores). */
function FlashPriceQuote({ price, artistFirstName }: { price: number; artistFirstName: string }) {
  const quote = flashQuote(price);
  return (
    <section aria-labelledby="inquiry-quote-title" className="rounded-2xl border border-line bg-white p-5">
      <h4 id="inquiry-quote-title" className="text-sm font-medium text-muted">
        Flash price
      </h4>
      <p className="font-display text-3xl font-semibold">{quote.aiEstimateRange}</p>
      <p className="mt-1 text-sm text-ink-soft">
        This is the flash price {artistFirstName} set for this piece.
      </p>
      <dl className="mt-3 text-sm">
        <dt className="text-muted">Deposit</dt>
        <dd className="font-medium">{dollars(quote.aiDeposit)}</dd>
      </dl>
    </section>
  );
}

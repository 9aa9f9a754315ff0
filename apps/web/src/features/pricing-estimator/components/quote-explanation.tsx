import { dollars } from '@inkbook/contracts/budget';
import { DEFAULT_ESTIMATOR_RATE } from '@inkbook/contracts/quote';
import { artistTiers, colorStyles, complexityLevels } from '@inkbook/contracts/tattoo-options';
import { TriangleAlert } from 'lucide-react';
import { times } from '../utils/format';
import { ResultCard } from './result-card';

const complexities = complexityLevels.map((level) => `${level.label} ${times(level.multiplier)}`).join(', ');
const rates = artistTiers.map((tier) => `${tier.label} ${dollars(tier.rate)}/hr`).join(', ');
const styles = colorStyles.map((style) => `${style.label} ${times(style.multiplier)}`).join(', ');

/**
 * 'How we calculated your quote' (spec §9 "Estimator quote" in words). The half hour for a tricky placement names
 * the areas the rule counts (the spec's own text lists ribs, which is not an area anyone can pick).
 */
const steps = [
  'Base time: one hour for every 12 square inches of the design, rounded up, and never less than one hour.',
  'A wraparound design adds half an hour, and so does a tricky placement (wrist, hand, neck, foot or lower leg).',
  `The time is multiplied by the complexity: ${complexities}.`,
  `The artist tier sets the hourly rate: ${rates} (${dollars(DEFAULT_ESTIMATOR_RATE)}/hr if none is chosen).`,
  `The style multiplies the price (${styles}), which is never less than one hour at the hourly rate.`,
  'The range runs from 85% to 115% of that price and the deposit is half of it, each rounded to the nearest $100; the subtotal is the price rounded up to the next $50.',
];

export function QuoteExplanation() {
  return (
    <ResultCard id="quote-method-title" title="How we calculated your quote">
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-ink-soft">
        {steps.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </ResultCard>
  );
}

/** 'Important Disclaimer' (spec §2): guidance only; the artist confirms the official quote before booking. */
export function QuoteDisclaimer({ market }: { market: string }) {
  return (
    <section
      aria-labelledby="quote-disclaimer-title"
      className="flex gap-3 rounded-2xl border border-accent/25 bg-accent-soft/60 p-6 sm:p-8"
    >
      <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
      <div>
        <h2 id="quote-disclaimer-title" className="font-display text-xl font-semibold text-ink">
          Important Disclaimer
        </h2>
        <p className="mt-2 text-sm text-ink-soft">
          This quote is guidance only. Rates, time in the chair and deposits vary from artist to artist and
          across markets, including {market.trim()}. Your artist's official quote is confirmed with you before
          booking.
        </p>
      </div>
    </section>
  );
}

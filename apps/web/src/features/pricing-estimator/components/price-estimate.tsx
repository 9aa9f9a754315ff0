import { dollars } from '@inkbook/contracts/budget';
import type { EstimatorQuote } from '@inkbook/contracts/quote';
import { hoursText } from '@inkbook/contracts/quote';
import { DefinitionRows } from './definition-rows';
import { ResultCard } from './result-card';

/** The quote's headline (spec §2): the range, the time, the hourly rate and the deposit. */
export function PriceEstimate({ quote }: { quote: EstimatorQuote }) {
  return (
    <ResultCard id="quote-estimate-title" title="Price Estimate">
      <p className="mt-3 font-display text-4xl font-semibold text-accent sm:text-5xl">{quote.quoteRange}</p>
      <DefinitionRows
        className="mt-4"
        rows={[
          { term: 'Estimated time', detail: hoursText(quote.estimatedHours) },
          { term: 'Hourly rate', detail: `${dollars(quote.hourlyRate)}/hr` },
          { term: 'Deposit', detail: dollars(quote.deposit), note: 'Typically 50% of total cost' },
        ]}
      />
    </ResultCard>
  );
}

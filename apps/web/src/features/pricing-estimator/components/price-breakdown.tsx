import { dollars } from '@inkbook/contracts/budget';
import type { EstimatorQuote } from '@inkbook/contracts/quote';
import { hoursText } from '@inkbook/contracts/quote';
import { addedHours, times } from '../utils/format';
import { type DefinitionRow, DefinitionRows } from './definition-rows';
import { ResultCard } from './result-card';

/** How the price was built (spec §2); the half hours appear only when they were added. */
export function PriceBreakdown({ breakdown }: { breakdown: EstimatorQuote['breakdown'] }) {
  const rows: DefinitionRow[] = [
    { term: 'Base time', detail: hoursText(breakdown.baseTime) },
    ...(breakdown.wraparound > 0 ? [{ term: 'Wraparound', detail: addedHours(breakdown.wraparound) }] : []),
    ...(breakdown.trickyPlacement > 0
      ? [{ term: 'Tricky placement', detail: addedHours(breakdown.trickyPlacement) }]
      : []),
    { term: 'Complexity multiplier', detail: times(breakdown.complexityMultiplier) },
    { term: 'Style multiplier', detail: times(breakdown.styleMultiplier) },
    { term: 'Subtotal', detail: dollars(breakdown.subtotal) },
  ];
  return (
    <ResultCard id="quote-breakdown-title" title="Price Breakdown">
      <DefinitionRows className="mt-3" rows={rows} />
    </ResultCard>
  );
}

import { dollars } from '@inkbook/contracts/budget';
import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { hoursText } from '@inkbook/contracts/quote';
import { artistTiers, colorStyles, complexityLevels } from '@inkbook/contracts/tattoo-options';
import { FactList } from '@/components/fact-list';
import { labelOf } from '@/lib/inquiry-facts';

/** `format(value)`, or nothing when the stored quote lacks that number. */
const shown = (value: number | null, format: (value: number) => string) =>
  value === null ? null : format(value);

/** The quote stored when the inquiry arrived (spec §3 ai* fields); a client who chose no complexity got none. */
export function QuoteBreakdown({ inquiry }: { inquiry: ArtistInquiry }) {
  if (!inquiry.aiEstimateRange) {
    return (
      <p className="rounded-xl border border-line bg-white p-4 text-sm text-muted">
        No estimate: the client did not choose a level of detail.
      </p>
    );
  }
  return (
    <FactList
      title="Estimate"
      facts={[
        { label: 'Estimated price', value: inquiry.aiEstimateRange },
        { label: 'Estimated time', value: shown(inquiry.aiEstimatedHours, hoursText) },
        { label: 'Hourly rate', value: shown(inquiry.aiHourlyRate, (rate) => `${dollars(rate)}/hr`) },
        { label: 'Deposit', value: shown(inquiry.aiDeposit, dollars) },
        { label: 'Detail', value: labelOf(complexityLevels, inquiry.aiComplexity) },
        { label: 'Style', value: labelOf(colorStyles, inquiry.aiStyle) },
        { label: 'Artist tier', value: labelOf(artistTiers, inquiry.aiArtistTier) },
      ]}
    />
  );
}

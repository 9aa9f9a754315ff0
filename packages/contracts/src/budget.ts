/**
 * Budget texts shown on inquiry cards and stored on studio inquiries (spec §3, §9). Amounts are whole dollars;
 * the spec's own texts ('$10,000+') use a dollar sign and thousands separators, so every budget text does.
 */

/** '$1,000' — formatted by hand so the text is the same in every runtime, whatever its locale data. */
export function dollars(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}`;
}

/** A budget bound counts only when it is a positive number (forms post 0 or nothing for "not set"). */
const given = (amount: number | null | undefined): amount is number =>
  typeof amount === 'number' && Number.isFinite(amount) && amount > 0;

/** 'min - max', 'min+', 'Under max' or 'Budget not specified' (spec §9). */
export function budgetText(min?: number | null, max?: number | null): string {
  if (given(min) && given(max)) return `${dollars(min)} - ${dollars(max)}`;
  if (given(min)) return `${dollars(min)}+`;
  if (given(max)) return `Under ${dollars(max)}`;
  return 'Budget not specified';
}

/** The `budgetRange` text a studio inquiry stores: '$min - $max' (spec §3); both bounds are required there. */
export function budgetRange(min: number, max: number): string {
  return `${dollars(min)} - ${dollars(max)}`;
}

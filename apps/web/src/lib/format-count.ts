let counts: Intl.NumberFormat | undefined;

/**
 * '12,480': a count as the app writes it, from one formatter made at first use. `toLocaleString` makes a formatter
 * on every call, and the dashboards' first screen made several in one task (issue 30).
 */
export function formatCount(value: number) {
  counts ??= new Intl.NumberFormat('en-US');
  return counts.format(value);
}

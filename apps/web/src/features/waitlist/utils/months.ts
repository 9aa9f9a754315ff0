/** The next twelve months from `today` (this one first) as 'YYYY-MM', the chips a waitlist entry may prefer. */
export function nextMonths(today: Date = new Date(), count = 12): string[] {
  return Array.from({ length: count }, (_, ahead) => {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + ahead, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** 'Mar 2027' for '2027-03'. */
export const monthChipLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

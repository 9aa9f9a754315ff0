// Waitlist dates as an owner reads them; months and days are calendar values, so read in UTC (no shift by zone).
// Each format is made at its first use: making one costs a long task on a phone, and the dashboards' books card
// (which imports this file for `todayIso`) never formats a date on its first screen (issue 30).
let monthFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

/** 'Mar 2027' for '2027-03'. */
export const monthText = (month: string) => {
  monthFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
};

/** 'Nov 29, 2026' for a timestamp or a YYYY-MM-DD date. */
export const dayText = (date: string) => {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(date));
};

/** Today as YYYY-MM-DD in UTC, the day the contracts' 'today or later' counts from. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

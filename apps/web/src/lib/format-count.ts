/**
 * '12,480': a count as the app writes it, in en-US digit groups. Done by hand: the first `Intl.NumberFormat` a page
 * makes loads ICU's number data, about 10 ms of the dashboards' first screen on this machine's CPU (a profile at
 * 4×: 40 ms), for what one regular expression does (issue 30).
 */
export function formatCount(value: number) {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

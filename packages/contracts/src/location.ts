/**
 * The short place name on profile cards (spec §2 Landing): the last two comma-separated parts of the stored
 * location with any trailing US zip code removed, so '123 Main St, Austin, TX 78701' reads 'Austin, TX'.
 * A zip that sits in a part of its own ('Austin, TX, 78701') is dropped the same way rather than shown.
 */
const TRAILING_ZIP = /\s*\b\d{5}(?:-\d{4})?$/;

export function cardLocation(location: string | null | undefined): string {
  if (!location) return '';
  const parts = location
    .split(',')
    .map((part) => part.replace(TRAILING_ZIP, '').trim())
    .filter((part) => part.length > 0);
  return parts.slice(-2).join(', ');
}

// Links the profile offers (spec §5: SMS and call use the phone digits only with a +1 prefix).

/** '+1' and the number's digits (a leading country 1 is not doubled); null when there is no usable number. */
export function dialNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `+1${national}`;
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The text-to-book link: the artist's number with a booking message already written. */
export function bookingSmsHref(phone: string | null | undefined, artistName: string): string | null {
  const number = dialNumber(phone);
  if (!number) return null;
  const message = `Hi ${firstName(artistName)}! I found your profile on Inkbook and I'd love to book a tattoo with you. Are you taking new clients?`;
  return `sms:${number}?body=${encodeURIComponent(message)}`;
}

export function telHref(phone: string | null | undefined): string | null {
  const number = dialNumber(phone);
  return number ? `tel:${number}` : null;
}

export const instagramUrl = (handle: string) => `https://instagram.com/${encodeURIComponent(handle)}`;

/** Websites are stored as typed; a bare domain still needs a scheme to be a link. */
export function websiteHref(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

export const websiteLabel = (href: string) => href.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/**
 * The Respond tab's links (spec §5 "SMS and call use the phone digits only with +1 prefix; skipped with no phone").
 * A number typed with its country code 1 already keeps one 1. Null when the phone has no digits at all.
 */
export function phoneHref(scheme: 'sms' | 'tel', phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `${scheme}:+1${national}`;
}

/** An email to the client about their idea. */
export const emailHref = (email: string, concept: string) =>
  `mailto:${email}?subject=${encodeURIComponent(`Your tattoo inquiry: ${concept.slice(0, 60)}`)}`;

import { zodResolver } from '@hookform/resolvers/zod';
import { type OfferBody, type OfferBodyInput, offerBodySchema } from '@inkbook/contracts/booking';
import { SLOT_PASSED } from '@inkbook/contracts/booking-rules';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { zonedInstant } from './booking-time';
import type { OfferSubject, OfferValues } from './offer-defaults';

/** The form's values as POST /api/offers takes them: each date and time made an instant in the recipient's zone. */
export function offerBodyOf(subject: OfferSubject, timeZone: string, values: OfferValues): OfferBodyInput {
  const { slots, artistId, ...rest } = values;
  return {
    ...rest,
    inquiryId: subject.inquiry.id,
    inquiryKind: subject.kind,
    slots: slots.map((slot) => zonedInstant(slot.date, slot.time, timeZone)),
    ...(subject.kind === 'studio' && artistId ? { artistId } : {}),
  };
}

/** The service's own rules, and one it checks against its clock: a time already past (on this side, this clock's). */
const offerFormSchema = offerBodySchema.superRefine((body, context) => {
  body.slots.forEach((slot, index) => {
    if (slot && Date.parse(slot) <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['slots', index], message: SLOT_PASSED });
    }
  });
});

/**
 * Checks the form as the server will check its body, so each message shows by its field before anything is sent:
 * a time's message by that time (`slots.N`), one about all of them (`slots`) under the times. Submitting hands over
 * the body, ready to send.
 */
export function offerResolver(
  subject: OfferSubject,
  timeZone: string,
): Resolver<OfferValues, unknown, OfferBody> {
  const check = zodResolver(offerFormSchema);
  return (values, context, options) =>
    // The options name the form's fields (to place messages and focus them), which the body's paths match.
    check(
      offerBodyOf(subject, timeZone, values),
      context,
      options as unknown as ResolverOptions<OfferBodyInput>,
    );
}

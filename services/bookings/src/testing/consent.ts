import type { BookingConsent, ConsentSignBody } from '@inkbook/contracts/aftercare';
import { DEFAULT_CONSENT_STATEMENTS } from '@inkbook/contracts/aftercare-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import type { MadeBooking } from './booking-factory';
import type { BookingsSuite } from './suite';

/** A valid signature of the default form (every statement, an adult, the name typed again), with `changes`. */
export const consentBody = (changes: Partial<ConsentSignBody> = {}): ConsentSignBody => ({
  legalName: 'Samantha Q. Client',
  dateOfBirth: '1990-05-17',
  acknowledgements: DEFAULT_CONSENT_STATEMENTS.map((s) => s.id),
  signature: 'Samantha Q. Client',
  ...changes,
});

/** GET …/consent as `user` (200 expected). */
export async function consentOf(t: BookingsSuite, user: SessionUser | null, b: MadeBooking) {
  const res = await t.call(user, 'GET', `${b.url}/consent`);
  if (res.statusCode !== 200) throw new Error(`consent: ${res.statusCode} ${res.body}`);
  return res.json() as BookingConsent;
}

/** Signs `b`'s form as its client, acknowledging every statement it shows now (201 expected). */
export async function signAsClient(
  t: BookingsSuite,
  b: MadeBooking,
  changes: Partial<ConsentSignBody> = {},
): Promise<{ signedAt: string; sha256: string }> {
  const { form } = await consentOf(t, b.client, b);
  const res = await t.call(b.client, 'POST', `${b.url}/consent`, {
    ...consentBody({ acknowledgements: form.statements.map((s) => s.id) }),
    ...changes,
  });
  if (res.statusCode !== 201) throw new Error(`sign: ${res.statusCode} ${res.body}`);
  return res.json();
}

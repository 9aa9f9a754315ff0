import { describe, expect, it } from 'vitest';
import { bookingFactory } from '../testing/booking-factory';
import { signAsClient } from '../testing/consent';
import { useBookings } from '../testing/suite';
import { consentEraseAfter, eraseDueConsent } from './consent-retention';

// Issue 27 item 5: a deleted client's sealed consent form is kept CONSENT_RETENTION_DAYS after sealing, then erased;
// the job's cut-off erases nothing a moment early and everything due.

const t = useBookings();
const makeBooking = bookingFactory(() => t.db);
const DAY = 86_400_000;

describe('consent retention cut-off', () => {
  it('is the sealing time plus the retention days', () => {
    const sealed = new Date('2026-11-29T12:00:00.000Z');
    expect(consentEraseAfter(sealed, 1095).toISOString()).toBe('2029-11-28T12:00:00.000Z');
    expect(consentEraseAfter(sealed, 0.5).getTime() - sealed.getTime()).toBe(DAY / 2);
  });

  it('erases a sealed form at its cut-off, not a millisecond before, and leaves unsealed forms alone', async () => {
    const sealedBooking = await makeBooking({ status: 'confirmed', depositStatus: 'received' });
    const kept = await makeBooking({ status: 'confirmed', depositStatus: 'received' });
    await signAsClient(t, sealedBooking);
    await signAsClient(t, kept);
    const eraseAfter = consentEraseAfter(new Date(), 1095);
    await t.db
      .insertInto('consent_seals')
      .values({ booking_id: sealedBooking.id, erase_after: eraseAfter.toISOString() })
      .execute();
    const forms = async () =>
      (await t.db.selectFrom('consent_forms').select('booking_id').execute()).map((row) => row.booking_id);

    expect(await eraseDueConsent(t.db, new Date(eraseAfter.getTime() - 1))).toBe(0);
    expect(await forms()).toEqual(expect.arrayContaining([sealedBooking.id, kept.id]));

    expect(await eraseDueConsent(t.db, eraseAfter)).toBe(1);
    const left = await forms();
    expect(left).toContain(kept.id);
    expect(left).not.toContain(sealedBooking.id);
    expect(await t.db.selectFrom('consent_seals').selectAll().execute()).toEqual([]);
  });
});

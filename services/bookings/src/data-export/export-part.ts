import { bytesFile, jsonFile, registerExportPart, type ServiceApp } from '@inkbook/service-kit';
import { bookingsOf } from '../bookings/booking.repository';
import { findForm } from '../consent/consent.repository';
import { formPdf } from '../consent/consent.service';
import type { BookingsContext } from '../context';
import { toOffer } from '../offers/offer.mapper';
import { bookingsMadeBy, offersMadeTo } from './export-part.repository';

/**
 * bookings' part of a data export: the offers made to the caller as a client, their bookings as both sides read
 * them, and each signed consent form as its PDF. Bookings others made with the caller's own profiles are those
 * clients' data.
 */
export function registerBookingExport(app: ServiceApp, { db }: BookingsContext): void {
  registerExportPart(app, async (user) => {
    const [offers, rows] = await Promise.all([offersMadeTo(db, user.id), bookingsMadeBy(db, user.id)]);
    const forms = await Promise.all(
      rows.map(async (row) => {
        const form = await findForm(db, row.id);
        return form ? [bytesFile(`consent-forms/${row.id}.pdf`, await formPdf(row, form))] : [];
      }),
    );
    return [
      jsonFile('offers.json', offers.map(toOffer)),
      jsonFile('bookings.json', await bookingsOf(db, rows)),
      ...forms.flat(),
    ];
  });
}

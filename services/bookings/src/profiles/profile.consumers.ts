import { registerApprovedProfiles } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import type { BookingsDatabase } from '../db';

// Bookings keeps approved artists and studios (DESIGN §4) for the names its offers carry and the policy texts an
// offer snapshots (issue 23 item 4): a later profile edit changes this row, never a sent offer.

export const registerProfileConsumers = (context: BookingsContext) =>
  registerApprovedProfiles<BookingsDatabase>(context, {
    service: 'bookings',
    artist: ({ id, artistName, depositPolicy, cancellationPolicy, touchupPolicy }) => ({
      id,
      artist_name: artistName,
      deposit_policy: depositPolicy,
      cancellation_policy: cancellationPolicy,
      touchup_policy: touchupPolicy,
    }),
    studio: ({ id, studioName, depositPolicy, cancellationPolicy }) => ({
      id,
      studio_name: studioName,
      deposit_policy: depositPolicy,
      cancellation_policy: cancellationPolicy,
    }),
  });

import { DEFAULT_AFTERCARE } from '@inkbook/contracts/aftercare-rules';
import type { BookingSettings, BookingSettingsUpdate } from '@inkbook/contracts/booking';
import { DEFAULT_CANCELLATION_NOTICE_HOURS, DEFAULT_TIME_ZONE } from '@inkbook/contracts/booking-rules';
import type { BookingsDb } from '../db';
import type { Owner } from '../shared/parties';
import { findSettings, saveSettings } from './settings.repository';
import type { OwnerKind } from './settings.table';

// An artist's or studio's booking settings (issue 23 item 3): their time zone, how a client pays a manual deposit,
// and the notice a client's cancellation needs to get the deposit back. Offers and bookings read them here.

/** What an artist or studio has until they save: UTC, no instructions, 48 hours' notice, the default aftercare. */
export const DEFAULT_SETTINGS: BookingSettings = {
  timeZone: DEFAULT_TIME_ZONE,
  depositInstructions: '',
  cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS,
  aftercare: DEFAULT_AFTERCARE,
};

const toSettings = (row: {
  time_zone: string;
  deposit_instructions: string;
  cancellation_notice_hours: number;
  aftercare: string | null;
}): BookingSettings => ({
  timeZone: row.time_zone,
  depositInstructions: row.deposit_instructions,
  cancellationNoticeHours: row.cancellation_notice_hours,
  // Null (never written, or emptied): the default text, so the client is always told how to look after it.
  aftercare: row.aftercare ?? DEFAULT_AFTERCARE,
});

/** An owner's settings, the defaults until they save any. */
export async function settingsOf(
  db: BookingsDb,
  ownerKind: OwnerKind,
  ownerId: string,
): Promise<BookingSettings> {
  const row = await findSettings(db, ownerKind, ownerId);
  return row ? toSettings(row) : DEFAULT_SETTINGS;
}

/** Changes the fields sent (the rest keep their values, or the defaults) and answers the whole settings. */
export async function updateSettings(
  db: BookingsDb,
  owner: Owner,
  update: BookingSettingsUpdate,
): Promise<BookingSettings> {
  const changes = {
    ...(update.timeZone !== undefined && { time_zone: update.timeZone }),
    ...(update.depositInstructions !== undefined && { deposit_instructions: update.depositInstructions }),
    ...(update.cancellationNoticeHours !== undefined && {
      cancellation_notice_hours: update.cancellationNoticeHours,
    }),
    ...(update.aftercare !== undefined && { aftercare: update.aftercare || null }),
  };
  const initial = {
    time_zone: DEFAULT_SETTINGS.timeZone,
    deposit_instructions: DEFAULT_SETTINGS.depositInstructions,
    cancellation_notice_hours: DEFAULT_SETTINGS.cancellationNoticeHours,
    aftercare: null,
    ...changes,
  };
  return toSettings(await saveSettings(db, owner, initial, changes));
}

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { actionsSent, fakeBookingsGateway, SAVED_SETTINGS } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { bookingKeys } from './booking-api';
import { BookingSettingsForm } from './booking-settings-form';

// This device is in Berlin (the test runner's own zone may be anything).
vi.mock('./booking-time', async (original) => ({
  ...(await original<typeof import('./booking-time')>()),
  viewerTimeZone: () => 'Europe/Berlin',
}));

// Hundreds of time zone options: fields are found by their labels, which is much quicker here than by role.
function renderSettings(as?: 'artist' | 'studio', saved = SAVED_SETTINGS) {
  const sent = fakeBookingsGateway({ settings: saved });
  return { sent, ...renderWithProviders(<BookingSettingsForm as={as} />) };
}
describe('BookingSettingsForm', () => {
  it('saves the time zone, the deposit instructions and the notice, for the side it is on', async () => {
    const { user, sent } = renderSettings('artist');
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('America/Chicago');
    expect(screen.getByText('11 / 500')).toBeInTheDocument();

    await user.selectOptions(zone, 'Europe/Berlin');
    const instructions = screen.getByLabelText('Deposit instructions');
    await user.clear(instructions);
    await user.type(instructions, 'Cash at the studio');
    const notice = screen.getByLabelText('Cancellation notice (hours)');
    await user.clear(notice);
    await user.type(notice, '24');
    await user.click(screen.getByText('Save settings'));

    expect(await screen.findByText('Booking settings saved')).toBeInTheDocument();
    expect(actionsSent(sent)).toEqual([
      {
        method: 'PUT',
        url: '/api/bookings/settings?as=artist',
        body: {
          timeZone: 'Europe/Berlin',
          depositInstructions: 'Cash at the studio',
          cancellationNoticeHours: 24,
        },
      },
    ]);
  });

  it('sends neither instructions over 500 characters nor a notice out of range', async () => {
    const { user, sent } = renderSettings();
    const instructions = await screen.findByLabelText('Deposit instructions');
    await user.clear(instructions);
    await user.click(instructions);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    const notice = screen.getByLabelText('Cancellation notice (hours)');
    await user.clear(notice);
    await user.type(notice, '1000');
    await user.click(screen.getByText('Save settings'));

    expect(
      await screen.findByText('Deposit instructions must be at most 500 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancellation notice must be at most 720 hours (30 days)')).toBeInTheDocument();
    expect(actionsSent(sent)).toEqual([]);
  });

  it("suggests this device's time zone while the saved one is still the default, UTC", async () => {
    const { user, sent } = renderSettings(undefined, { ...SAVED_SETTINGS, timeZone: 'UTC' });
    expect(await screen.findByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    expect(
      screen.getByText(/Suggested from this device \(saved as UTC until you save\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Save settings'));
    await screen.findByText('Booking settings saved');
    expect(actionsSent(sent)[0]?.body).toMatchObject({ timeZone: 'Europe/Berlin' });
    expect(screen.queryByText(/Suggested from this device/)).not.toBeInTheDocument();
  });

  it('has the settings read again under every side once saved: the offer form reads them as the artist', async () => {
    const { user, queryClient } = renderSettings();
    await screen.findByLabelText('Time zone');
    queryClient.setQueryData(bookingKeys.settings('artist'), SAVED_SETTINGS);
    await user.click(screen.getByText('Save settings'));
    await screen.findByText('Booking settings saved');
    expect(queryClient.getQueryState(bookingKeys.settings('artist'))?.isInvalidated).toBe(true);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ARTIST_ID, aBooking, fakeBookingsGateway, listRequests } from '@/testing/bookings';
import { consentTemplateRoutes } from '@/testing/consent-templates';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { BookingsTab } from './bookings-tab';

it('holds the sessions, the calendar link, the settings, the consent form and the aftercare, and refreshes the sessions when a booking changes', async () => {
  const events = stubServerEvents();
  const sent = fakeBookingsGateway({}, consentTemplateRoutes());
  renderWithProviders(
    <BookingsTab
      owner={{ kind: 'studio', id: ARTIST_ID }}
      as="studio"
      ageRequirements="18+ with a photo ID."
    />,
  );
  await screen.findByText(/No upcoming sessions yet/);
  expect(await screen.findByLabelText('Calendar feed link')).toBeInTheDocument();
  expect(await screen.findByLabelText('Time zone')).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Consent form' })).toBeInTheDocument();
  expect(screen.getByText('18+ with a photo ID.')).toBeInTheDocument();
  expect(await screen.findByLabelText('Aftercare instructions')).toBeInTheDocument();
  expect(sent.map((request) => request.url)).toEqual(
    expect.arrayContaining([
      '/api/calendar/feed?as=studio',
      '/api/bookings/settings?as=studio',
      '/api/bookings/settings/consent?as=studio',
    ]),
  );

  const before = listRequests(sent).length;
  act(() => events.emit('bookings.booking.updated', { id: aBooking().id, inquiryId: 'x' }));
  await waitFor(() => expect(listRequests(sent).length).toBe(before + 1));
});

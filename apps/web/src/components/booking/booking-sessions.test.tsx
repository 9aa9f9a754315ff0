import { screen, waitFor, within } from '@testing-library/react';
import { addDays, setHours, startOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  ARTIST_ID,
  aBooking,
  aSession,
  fakeBookingsGateway,
  hoursFromNow,
  listRequests,
} from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { BookingSessions } from './booking-sessions';
import { dayHeading, dayKey } from './booking-time';

/** An instant `days` from today at `hour` o'clock, the viewer's time. */
const at = (days: number, hour: number) =>
  setHours(addDays(startOfDay(new Date()), days), hour).toISOString();
const heading = (instant: string) => dayHeading(dayKey(instant));
const queryOf = (url: string | undefined) => new URL(url ?? '', 'http://x').searchParams;

function renderSessions(bookings = [aBooking()]) {
  const sent = fakeBookingsGateway({ bookings });
  return { sent, ...renderWithProviders(<BookingSessions owner={{ kind: 'artist', id: ARTIST_ID }} />) };
}

describe('BookingSessions', () => {
  it("groups the owner's upcoming sessions by day, earliest first, leaving out bookings it is not the recipient of", async () => {
    const mine = [
      aBooking({ clientName: 'Ada Later', sessions: [aSession(1, at(2, 15))] }),
      aBooking({ clientName: 'Bo Early', sessions: [aSession(1, at(2, 10))] }),
      aBooking({
        clientName: 'Cy Two',
        sessions: [aSession(1, at(3, 12)), { n: 2, start: null, end: null, status: 'unscheduled' }],
      }),
    ];
    const asClient = aBooking({ clientName: 'Me Myself', artistId: '00000000-0000-4000-8000-0000000000ff' });
    const { sent } = renderSessions([...mine, asClient]);

    const first = await screen.findByRole('region', { name: heading(at(2, 10)) });
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Bo Early'), expect.stringContaining('Ada Later')]);
    const second = screen.getByRole('region', { name: heading(at(3, 12)) });
    expect(within(second).getByRole('button')).toHaveTextContent(/Cy Two.*Session 1 of 2/);
    expect(screen.queryByText('Me Myself')).not.toBeInTheDocument();
    // From the viewer's midnight on.
    expect(queryOf(listRequests(sent)[0]?.url).get('from')).toBe(startOfDay(new Date()).toISOString());
  });

  it('marks a session whose consent form is overdue', async () => {
    const overdue = { status: 'due' as const, dueAt: hoursFromNow(-1), signedAt: null };
    renderSessions([
      aBooking({ clientName: 'Ada Later', sessions: [aSession(1, at(2, 15))], consent: overdue }),
      aBooking({
        clientName: 'Bo Signed',
        sessions: [aSession(1, at(2, 16))],
        consent: { ...overdue, status: 'signed', signedAt: hoursFromNow(-30) },
      }),
    ]);
    expect(await screen.findByRole('button', { name: /Ada Later/ })).toHaveTextContent('Consent overdue');
    expect(screen.getByRole('button', { name: /Bo Signed/ })).not.toHaveTextContent('Consent');
  });

  it('says what will show here when nothing is booked yet', async () => {
    renderSessions([]);
    expect(
      await screen.findByText(
        'No upcoming sessions yet. When a client accepts your offer, the appointment shows here.',
      ),
    ).toBeInTheDocument();
  });

  it('opens the booking of a session in a dialog, and gives focus back when it closes', async () => {
    const { user } = renderSessions([
      aBooking({ clientName: 'Ada Later', sessions: [aSession(1, at(2, 15))] }),
    ]);
    const session = await screen.findByRole('button', { name: /Ada Later/ });
    await user.click(session);
    const dialog = await screen.findByRole('dialog', { name: 'Booking with Ada Later' });
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(session).toHaveFocus());
  });

  it('shows a week at a time, seven days, and moves a week on', async () => {
    const { user, sent } = renderSessions([
      aBooking({ clientName: 'Ada Later', sessions: [aSession(1, at(0, 23))] }),
    ]);
    await screen.findByRole('button', { name: /Ada Later/ });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');

    const today = await screen.findByRole('listitem', { name: heading(at(0, 12)) });
    expect(within(today).getByRole('button', { name: /Ada Later/ })).toBeInTheDocument();
    const week = today.closest('ol') as HTMLElement;
    expect(within(week).getAllByRole('listitem', { name: /day,/ })).toHaveLength(7);
    const shown = queryOf(listRequests(sent).at(-1)?.url);
    const from = Date.parse(shown.get('from') ?? '');
    expect(from).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(shown.get('to') ?? '') - from).toBeGreaterThan(6.9 * 86_400_000);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(queryOf(listRequests(sent).at(-1)?.url).get('from')).toBe(shown.get('to')));
    expect(await screen.findByRole('button', { name: 'This week' })).toBeInTheDocument();
  });
});

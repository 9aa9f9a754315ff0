import { inquiryEndpoints } from '@inkbook/contracts/inquiry-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { touchupConcept } from '@/components/booking/touchup-note';
import { aBookingInBerlin, actionsSent, BOOKING, fakeBookingsGateway } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { ArtistInquiry } from './artist-inquiry';

const ARTIST = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Maya Stone',
  firstName: 'Maya',
  handle: 'maya',
  dialNumber: null,
  flashImages: [],
};
const POLICY = 'One free touch-up within 3 months.';
const CONCEPT = 'A fern on the forearm, fine line';

/** The booking a touch-up follows, completed, read by its client; the inquiry is answered as sent. */
function gateway() {
  const booking = aBookingInBerlin({ status: 'completed', concept: CONCEPT });
  return fakeBookingsGateway(
    { bookings: [{ ...booking, policy: { ...booking.policy, touchup: POLICY } }] },
    (request) => (request.url === inquiryEndpoints.send.path ? { status: 201, body: { id: 'sent' } } : {}),
  );
}

const renderProfile = (route: string) =>
  renderWithProviders(
    <ArtistInquiry artist={ARTIST} sender={{ email: 'sam@example.com', role: 'client' }}>
      {(button) => button('header')}
    </ArtistInquiry>,
    { route },
  );

beforeEach(() => sessionStorage.clear());

describe('ArtistInquiry: a touch-up', () => {
  it('opens from ?touchup= with the idea filled in from the booking and its policy on top, and sends touchupOf', async () => {
    const sent = gateway();
    const { user, location } = renderProfile(`/artist/maya?touchup=${BOOKING}`);

    const dialog = within(await screen.findByRole('dialog', { name: 'Inquiry for Maya Stone' }));
    const note = within(await dialog.findByRole('region', { name: 'Touch-up' }));
    expect(await note.findByText(POLICY)).toBeInTheDocument();
    expect(note.getByText('A touch-up of your tattoo with Maya Stone')).toBeInTheDocument();
    expect(dialog.getByLabelText('Describe your tattoo idea')).toHaveValue(touchupConcept(CONCEPT));
    // The answers carry it now: a reload opens the dialog at its step (issue 25), not a second touch-up.
    expect(location()).toBe('/artist/maya?inquiry=step-1');

    const next = () => user.click(dialog.getByRole('button', { name: 'Next' }));
    await next();
    await user.click(await dialog.findByRole('checkbox', { name: 'Lower Arm' }));
    await next();
    await user.click(await dialog.findByRole('radio', { name: /^Small/ }));
    await next();
    // Step 4 settles first (its budget starts from the quote), as a person reads it before going on.
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Budget & Details' })).toHaveFocus());
    await next();
    await user.click(await dialog.findByRole('radio', { name: "No, I'm local" }));
    await next();
    // Step 6 (the signed-in client's contact) settles before Next, as on step 4.
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Contact' })).toHaveFocus());
    await next();
    await user.click(await dialog.findByRole('button', { name: 'Send Inquiry' }));

    await waitFor(() => expect(actionsSent(sent)).toHaveLength(1));
    expect(actionsSent(sent)[0]).toMatchObject({
      url: inquiryEndpoints.send.path,
      body: { artistId: ARTIST.id, concept: touchupConcept(CONCEPT), touchupOf: BOOKING },
    });
    // Sent: its draft is gone from the tab, and the Done screen starts no new one.
    expect(await dialog.findByRole('heading', { name: 'Inquiry Sent!' })).toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('inkbook:draft:'))).toEqual([]);
  });

  it('sends no touchupOf for an inquiry opened the usual way, and reads no booking', async () => {
    const sent = gateway();
    const { user } = renderProfile('/artist/maya');
    await user.click(screen.getByRole('button', { name: 'Send an Inquiry' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Inquiry for Maya Stone' }));
    expect(dialog.getByLabelText('Describe your tattoo idea')).toHaveValue('');
    expect(dialog.queryByRole('region', { name: 'Touch-up' })).not.toBeInTheDocument();
    expect(sent.some((request) => request.url.startsWith('/api/bookings'))).toBe(false);
  });
});

// Issue 25 item 2: Back steps back or closes the dialog without leaving the page; a reload keeps step and answers.
describe('ArtistInquiry: a draft', () => {
  it('steps back on Back, closes on the first step, and a reload reopens it at its step with the answers', async () => {
    gateway();
    const first = renderProfile('/artist/maya');
    await first.user.click(screen.getByRole('button', { name: 'Send an Inquiry' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Inquiry for Maya Stone' }));
    await first.user.type(
      dialog.getByLabelText('Describe your tattoo idea'),
      'A koi fish swimming upstream among the waves',
    );
    await first.user.click(dialog.getByRole('button', { name: 'Next' }));
    await dialog.findByRole('checkbox', { name: 'Lower Arm' });
    expect(first.location()).toBe('/artist/maya?inquiry=step-2');

    await first.router.navigate(-1);
    expect(await dialog.findByLabelText('Describe your tattoo idea')).toHaveValue(
      'A koi fish swimming upstream among the waves',
    );
    await first.router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(first.location()).toBe('/artist/maya');
    // Forward opens it again, step by step.
    await first.router.navigate(1);
    await first.router.navigate(1);
    dialog = within(await screen.findByRole('dialog', { name: 'Inquiry for Maya Stone' }));
    await dialog.findByRole('checkbox', { name: 'Lower Arm' });
    first.unmount();

    // A reload: the same address, a new page.
    renderProfile('/artist/maya?inquiry=step-2');
    dialog = within(await screen.findByRole('dialog', { name: 'Inquiry for Maya Stone' }));
    await dialog.findByRole('checkbox', { name: 'Lower Arm' });
    dialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.findByLabelText('Describe your tattoo idea')).toHaveValue(
      'A koi fish swimming upstream among the waves',
    );
  });

  it('opens a step beyond the kept draft at the furthest one reached', async () => {
    gateway();
    const { location } = renderProfile('/artist/maya?inquiry=step-5');
    const dialog = within(await screen.findByRole('dialog', { name: 'Inquiry for Maya Stone' }));
    expect(await dialog.findByLabelText('Describe your tattoo idea')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/artist/maya?inquiry=step-1'));
  });
});

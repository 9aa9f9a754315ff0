import type { HealedPhoto } from '@inkbook/contracts/aftercare';
import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, SentRequest } from '@/testing/api';
import { aBooking, actionsSent, aSession, fakeBookingsGateway, hoursFromNow } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { RecipientBookingPanel } from './recipient-booking-panel';

const BOOKING_ID = 'b0000000-0000-4000-8000-00000000beef';

/** Healed photo n of the booking, sent yesterday, private and not published unless told. */
const aPhoto = (n: number, more: Partial<HealedPhoto> = {}): HealedPhoto => {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    url: `/api/bookings/${BOOKING_ID}/healed-photos/${id}`,
    allowPublic: false,
    publishedAt: null,
    createdAt: hoursFromNow(-24),
    ...more,
  };
};

/** A completed booking (its one session three weeks ago) with these photos. */
const completed = (healedPhotos: HealedPhoto[], more: Partial<Booking> = {}) =>
  aBooking({
    id: BOOKING_ID,
    status: 'completed',
    sessions: [aSession(1, hoursFromNow(-21 * 24), { status: 'done' })],
    consent: { status: 'signed', dueAt: hoursFromNow(-22 * 24), signedAt: hoursFromNow(-23 * 24) },
    healedPhotos,
    ...more,
  });

async function renderPhotos(
  booking: Booking,
  act?: (request: SentRequest, state: { bookings: Booking[] }) => FakeAnswer | Promise<FakeAnswer>,
  readOnly = false,
) {
  const state = { bookings: [booking] };
  const sent = fakeBookingsGateway(state, (request) =>
    act ? act(request, state) : { status: 404, body: { message: 'Not found' } },
  );
  const rendered = renderWithProviders(<RecipientBookingPanel bookingId={booking.id} readOnly={readOnly} />);
  const photos = await screen.findByRole('region', { name: 'Healed photos' });
  return { sent, photos, ...rendered };
}

const publishUrl = (photo: HealedPhoto) => `${photo.url}/publish`;

describe('RecipientBookingPanel: healed photos', () => {
  it('shows each thumbnail from its private route, with what the client allowed', async () => {
    const shared = aPhoto(1, { allowPublic: true });
    const published = aPhoto(2, { allowPublic: true, publishedAt: hoursFromNow(-2) });
    const kept = aPhoto(3);
    const { photos } = await renderPhotos(completed([shared, published, kept]));

    const images = within(photos).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([shared.url, published.url, kept.url]);
    expect(images[0]).toHaveAccessibleName(/^Healed photo 1, sent /);

    const items = within(photos).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('button', { name: /Add to portfolio/ })).toBeEnabled();
    expect(within(items[1] as HTMLElement).getByText('In your portfolio')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: /Add to portfolio/ })).toBeNull();
    expect(
      within(items[2] as HTMLElement).getByText('Private: the client did not allow sharing'),
    ).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: /Add to portfolio/ })).toBeNull();
  });

  it('a completed booking without photos says none came yet', async () => {
    const { photos } = await renderPhotos(completed([]));
    expect(within(photos).getByText(/No healed photos yet/)).toBeInTheDocument();
  });

  it('an admin reading along sees the photos but cannot add one', async () => {
    const { photos } = await renderPhotos(completed([aPhoto(1, { allowPublic: true })]), undefined, true);
    expect(within(photos).getByText('The client allowed sharing')).toBeInTheDocument();
    expect(within(photos).queryByRole('button', { name: /Add to portfolio/ })).toBeNull();
  });

  it("a studio's booking that names no artist has no portfolio to add to", async () => {
    const booking = completed([aPhoto(1, { allowPublic: true })], { artistId: null });
    const { photos } = await renderPhotos(booking);
    expect(within(photos).getByText(HEALED_TEXTS.noArtist)).toBeInTheDocument();
  });

  it('adds a photo to the portfolio in one click: busy while sent, then "In your portfolio" with focus on it', async () => {
    const photo = aPhoto(1, { allowPublic: true });
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { user, sent, photos } = await renderPhotos(completed([photo]), (request) =>
      request.method === 'POST' && request.url === publishUrl(photo)
        ? new Promise<FakeAnswer>((resolve) => {
            answer = resolve;
          })
        : { status: 404 },
    );

    const add = within(photos).getByRole('button', { name: 'Add to portfolio (healed photo 1)' });
    await user.click(add);
    await waitFor(() => expect(add).toBeDisabled());
    await user.click(add);
    expect(actionsSent(sent)).toEqual([{ method: 'POST', url: publishUrl(photo), body: {} }]);

    const published = { ...photo, publishedAt: hoursFromNow(0) };
    answer({ body: { photo: published, portfolioUrl: '/media/abc/w800.webp' } });
    const inPortfolio = await within(photos).findByText('In your portfolio');
    expect(await screen.findByText('Added to your portfolio')).toBeInTheDocument();
    await waitFor(() => expect(inPortfolio).toHaveFocus());
    expect(within(photos).queryByRole('button', { name: /Add to portfolio/ })).toBeNull();
  });

  it("says a 409's reason under the photo, and lets it be tried again", async () => {
    const photo = aPhoto(1, { allowPublic: true });
    const { user, photos } = await renderPhotos(completed([photo]), () => ({
      status: 409,
      body: { message: HEALED_TEXTS.noArtist, error: { code: 'conflict', message: HEALED_TEXTS.noArtist } },
    }));
    await user.click(within(photos).getByRole('button', { name: /Add to portfolio/ }));
    expect(await within(photos).findByRole('alert')).toHaveTextContent(HEALED_TEXTS.noArtist);
    expect(within(photos).getByRole('button', { name: /Add to portfolio/ })).toBeEnabled();
  });

  it('a 409 because it is already there: says so, and shows it in the portfolio once the booking is read again', async () => {
    const photo = aPhoto(1, { allowPublic: true });
    const booking = completed([photo]);
    const { user, photos } = await renderPhotos(booking, (_request, state) => {
      // Published meanwhile (another tab): the service refuses, and the booking read next shows it.
      state.bookings = [{ ...booking, healedPhotos: [{ ...photo, publishedAt: hoursFromNow(0) }] }];
      const message = HEALED_TEXTS.alreadyPublished;
      return { status: 409, body: { message, error: { code: 'conflict', message } } };
    });
    await user.click(within(photos).getByRole('button', { name: /Add to portfolio/ }));
    expect(await within(photos).findByRole('alert')).toHaveTextContent(HEALED_TEXTS.alreadyPublished);
    expect(await within(photos).findByText('In your portfolio')).toBeInTheDocument();
  });
});

it('a booking still open, without photos, shows no healed photos part', async () => {
  const booking = aBooking({ healedPhotos: [] });
  fakeBookingsGateway({ bookings: [booking] });
  renderWithProviders(<RecipientBookingPanel bookingId={booking.id} />);
  await screen.findByRole('heading', { name: 'Sessions' });
  expect(screen.queryByRole('region', { name: 'Healed photos' })).toBeNull();
});

import type { HealedPhoto } from '@inkbook/contracts/aftercare';
import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import type { MyInquiry } from '@inkbook/contracts/inquiry-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, SentRequest } from '@/testing/api';
import {
  aBookingInBerlin,
  actionsSent,
  anOfferFromBerlin,
  BOOKING,
  type BookingsState,
  fakeBookingsGateway,
  INQUIRY,
  SLOT_1,
  SLOT_2,
} from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { HealingCheckIn } from './healing-check-in';

// The browser's resizing needs a canvas: each chosen file becomes a data URL of its name.
vi.mock('@/components/image-upload/resize-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/image-upload/resize-image')>()),
  NOT_AN_IMAGE: 'Not an image',
  resizeImage: async (file: File) => `data:image/jpeg;base64,${btoa(file.name)}`,
}));

const PHOTOS = `/api/bookings/${BOOKING}/healed-photos`;

const inquiry = (more: Partial<MyInquiry> = {}): MyInquiry => ({
  id: INQUIRY,
  kind: 'artist',
  recipientId: '33333333-3333-4333-8333-333333333333',
  recipientName: 'Maya Stone',
  recipientHandle: 'maya',
  concept: 'A fern on the forearm',
  status: 'responded',
  response: null,
  referenceImages: [],
  placementPhotos: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...more,
});

const aPhoto = (n: number, more: Partial<HealedPhoto> = {}): HealedPhoto => ({
  id: `00000000-0000-4000-8000-00000000070${n}`,
  url: `${PHOTOS}/00000000-0000-4000-8000-00000000070${n}`,
  allowPublic: false,
  publishedAt: null,
  createdAt: '2026-12-30T10:00:00.000Z',
  ...more,
});

/** Both sessions done: the booking is complete, with one healed photo sent and Maya Stone's touch-up policy. */
const completed = (more: Partial<Booking> = {}) => {
  const booking = aBookingInBerlin();
  return aBookingInBerlin({
    status: 'completed',
    deposit: { ...booking.deposit, status: 'received', dueAt: null },
    sessions: [
      { n: 1, start: SLOT_1, end: '2026-12-10T19:00:00.000Z', status: 'done' },
      { n: 2, start: SLOT_2, end: '2026-12-11T23:30:00.000Z', status: 'done' },
    ],
    healedPhotos: [aPhoto(1)],
    policy: { ...booking.policy, touchup: 'One free touch-up within 3 months.' },
    ...more,
  });
};

/** The client's inquiry, its accepted offer and `booking`; healed photos sent are answered by `send`. */
function gateway(booking: Booking, mine: MyInquiry = inquiry(), send?: (r: SentRequest) => FakeAnswer) {
  stubServerEvents();
  const state: BookingsState = {
    offers: [anOfferFromBerlin({ status: 'accepted', bookingId: BOOKING })],
    bookings: [booking],
  };
  const sent = fakeBookingsGateway(state, (request) => {
    if (request.url.startsWith('/api/inquiries/mine'))
      return { body: { items: [mine], total: 1, page: 1, pageSize: 100 } };
    if (request.url === PHOTOS && send) return send(request);
    return { status: 404, body: { message: 'Not found' } };
  });
  return { state, sent };
}

const renderCheckIn = () =>
  renderWithProviders(<HealingCheckIn inquiryId={INQUIRY} />, { route: `/my-inquiries/${INQUIRY}/healing` });

const photosRegion = () => screen.getByRole('region', { name: HEALED_TEXTS.sendPhoto });

describe('HealingCheckIn: healed photos', () => {
  it('shows the photos sent and how many more may go, and sends new ones saying the artist may show them', async () => {
    const { state, sent } = gateway(completed(), inquiry(), () => {
      const photos = [aPhoto(1), aPhoto(2, { allowPublic: true })];
      state.bookings = [completed({ healedPhotos: photos })];
      return { status: 201, body: { photos } };
    });
    const { user } = renderCheckIn();

    expect(
      await screen.findByRole('heading', { level: 1, name: HEALED_TEXTS.checkInTitle }),
    ).toBeInTheDocument();
    const region = within(await screen.findByRole('region', { name: HEALED_TEXTS.sendPhoto }));
    expect(region.getByRole('img', { name: 'Your healed tattoo, 1 of 1' })).toHaveAttribute(
      'src',
      aPhoto(1).url,
    );
    expect(region.getByText('You can send 3 more photos.')).toBeInTheDocument();

    await user.upload(
      region.getByLabelText(/Choose files/),
      new File(['x'], 'healed.jpg', { type: 'image/jpeg' }),
    );
    await region.findByText(/1 of 3/);
    await user.click(region.getByRole('checkbox', { name: 'Let Maya Stone show it in their portfolio' }));
    await user.click(region.getByRole('button', { name: 'Send photos' }));

    expect(await region.findByRole('img', { name: 'Your healed tattoo, 2 of 2' })).toHaveAttribute(
      'src',
      aPhoto(2).url,
    );
    expect(region.getByText('You can send 2 more photos.')).toBeInTheDocument();
    expect(
      region.getByRole('checkbox', { name: 'Let Maya Stone show it in their portfolio' }),
    ).not.toBeChecked();
    expect(actionsSent(sent)).toEqual([
      {
        method: 'POST',
        url: PHOTOS,
        body: { images: [`data:image/jpeg;base64,${btoa('healed.jpg')}`], allowPublic: true },
      },
    ]);
  });

  it("asks for a photo before sending, and shows the server's refusal", async () => {
    const { sent } = gateway(completed(), inquiry(), () => ({
      status: 409,
      body: { message: HEALED_TEXTS.tooMany },
    }));
    const { user } = renderCheckIn();
    const region = within(await screen.findByRole('region', { name: HEALED_TEXTS.sendPhoto }));

    await user.click(region.getByRole('button', { name: 'Send photos' }));
    expect(region.getByRole('alert')).toHaveTextContent('Please add at least one photo');
    expect(actionsSent(sent)).toEqual([]);

    await user.upload(
      region.getByLabelText(/Choose files/),
      new File(['x'], 'healed.jpg', { type: 'image/jpeg' }),
    );
    await region.findByText(/1 of 3/);
    await user.click(region.getByRole('button', { name: 'Send photos' }));
    expect(await region.findByRole('alert')).toHaveTextContent(HEALED_TEXTS.tooMany);
    // Not marked for the portfolio: the artist only sees it.
    expect(actionsSent(sent)[0]?.body).toMatchObject({ allowPublic: false });
  });

  it('says photos can be sent once a session is done, and that no more can once four were sent', async () => {
    gateway(
      completed({
        status: 'confirmed',
        sessions: [{ n: 1, start: SLOT_1, end: '2026-12-10T19:00:00.000Z', status: 'scheduled' }],
        healedPhotos: [],
      }),
    );
    renderCheckIn();
    expect(await screen.findByText(`${HEALED_TEXTS.notYet}.`)).toBeInTheDocument();
    expect(within(photosRegion()).queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByText('You can ask for a touch-up once all your sessions are done.'),
    ).toBeInTheDocument();
  });
});

describe('HealingCheckIn: a touch-up', () => {
  it("shows the booking's touch-up policy and opens the artist's profile to ask for one", async () => {
    gateway(completed());
    const { user, location } = renderCheckIn();
    const region = within(await screen.findByRole('region', { name: HEALED_TEXTS.askTouchup }));
    expect(region.getByText('One free touch-up within 3 months.')).toBeInTheDocument();

    const ask = region.getByRole('link', { name: HEALED_TEXTS.askTouchup });
    expect(ask).toHaveAttribute('href', `/artist/maya?touchup=${BOOKING}`);
    await user.click(ask);
    await waitFor(() => expect(location()).toBe(`/artist/maya?touchup=${BOOKING}`));
  });

  it("leads a studio's client to the studio's profile, saying when the booking gave no policy", async () => {
    const booking = completed();
    gateway(
      completed({ inquiryKind: 'studio', policy: { ...booking.policy, touchup: null } }),
      inquiry({ kind: 'studio', recipientName: 'Ink & Iron', recipientHandle: 'ink-iron' }),
    );
    renderCheckIn();
    const region = within(await screen.findByRole('region', { name: HEALED_TEXTS.askTouchup }));
    expect(region.getByText('No touch-up policy was given')).toBeInTheDocument();
    expect(region.getByRole('link', { name: HEALED_TEXTS.askTouchup })).toHaveAttribute(
      'href',
      `/studio/ink-iron?touchup=${BOOKING}`,
    );
  });
});

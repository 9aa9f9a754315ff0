import type { HealedPhoto } from '@inkbook/contracts/aftercare';
import { jpegDataUrl } from '@inkbook/media/testing';
import type { ServiceInstance } from '@inkbook/service-kit/testing';
import { type BookingSpec, inHours, type MadeBooking } from './booking-factory';

// Healed photos (issue 24 item 5) for the tests that need them: a booking whose session is done, and the client's
// photos of it sent through the route.

/** A booking whose one session was done three weeks ago (completed): healed photos may be sent. */
export const healed = (spec: BookingSpec = {}): BookingSpec => ({
  status: 'completed',
  depositStatus: 'received',
  sessions: [{ start: inHours(-24 * 21), status: 'done' }],
  ...spec,
});

/** `count` small real JPEGs as the browser sends them, each another picture. */
export const images = (count: number) => Promise.all(Array.from({ length: count }, () => jpegDataUrl()));

// Each send from its own address: healed photos count as uploads of an address (a test of that limit sets its own).
let sends = 0;

/** The client sends `count` photos of `b` (201 expected) and answers all of the booking's photos. */
export async function sendPhotos(
  service: Pick<ServiceInstance, 'inject'>,
  b: MadeBooking,
  { count = 1, allowPublic = true }: { count?: number; allowPublic?: boolean } = {},
): Promise<HealedPhoto[]> {
  const res = await service.inject(
    {
      method: 'POST',
      url: `${b.url}/healed-photos`,
      payload: { images: await images(count), allowPublic },
    },
    b.client,
    `10.99.${Math.floor(++sends / 250)}.${sends % 250}`,
  );
  if (res.statusCode !== 201) throw new Error(`healed photos: ${res.statusCode} ${res.body}`);
  return res.json().photos;
}

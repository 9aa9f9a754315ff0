import type { BookingsContext } from '../context';

/** Keeps `inquiries` from inquiries' created/updated/deleted events (both kinds). */
export async function registerInquiryConsumers(context: BookingsContext): Promise<void> {
  void context;
  throw new Error('not written yet');
}

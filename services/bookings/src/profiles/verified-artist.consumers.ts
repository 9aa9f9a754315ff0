import type { BookingsContext } from '../context';

/** Keeps `verified_artists` from claims' events (a verified claim adds the pair, any other status removes it). */
export async function registerVerifiedArtistConsumers(context: BookingsContext): Promise<void> {
  void context;
  throw new Error('not written yet');
}

import { badRequest } from '@inkbook/service-kit';
import type { CatalogDb } from '../db';

// PLACEHOLDER CONTRACT — being implemented (see media/README in the task): the function signatures below are
// what artists/ and studios/ call; the bodies are replaced by the media store.

/** Turns an image reference from a request body into our canonical media URL: a `data:image/...` URL is
 * ingested (sniffed, re-encoded, stored by hash), one of our `/media/<hash>` URLs is checked to exist; anything
 * else is a 400 'Images must be uploaded files'. */
export async function ingestImage(_db: CatalogDb, ref: string): Promise<string> {
  if (/^\/media\/[a-f0-9]{64}$/.test(ref)) return ref;
  throw badRequest('Images must be uploaded files');
}

export const ingestImages = (db: CatalogDb, refs: string[]) =>
  Promise.all(refs.map((ref) => ingestImage(db, ref)));

/** Marks media as referenced by a saved profile, so the 24-hour cleanup of unclaimed uploads keeps it. */
export async function claimMedia(_db: CatalogDb, _urls: (string | null | undefined)[]): Promise<void> {}

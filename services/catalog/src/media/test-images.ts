// Test-only helpers: the image makers live with the media package; catalog adds direct access to its schema.
import { createDb } from '@inkbook/service-kit';
import type { CatalogDatabase } from '../db';

export { jpegDataUrl } from '@inkbook/media/testing';

/** Direct access to the catalog schema, for checks the API does not expose (row counts, ageing rows). */
export const catalogDb = (databaseUrl: string) =>
  createDb<CatalogDatabase>(databaseUrl, 'catalog', { max: 2 });

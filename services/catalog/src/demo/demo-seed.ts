import type { CatalogContext } from '../context';

/** Seeds approved demo artists and studios into an empty catalog (SEED_DEMO=true). */
export async function seedDemo(_context: CatalogContext): Promise<void> {}

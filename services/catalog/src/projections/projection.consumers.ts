import type { CatalogContext } from '../context';

/** Projections of claims and inquiries events (verified badges, inquiry counts). */
export async function registerProjectionConsumers(_context: CatalogContext): Promise<void> {}

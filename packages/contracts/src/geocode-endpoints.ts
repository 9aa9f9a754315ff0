import { endpoint } from './route';

/** The gateway's address search for the wizards' address fields (schemas: `geocodeRoutes`). */
export const geocodeEndpoints = {
  search: endpoint('GET', '/api/geocode'),
} as const;

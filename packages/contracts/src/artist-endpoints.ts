import { endpoint } from './route';

/** Artist applications, public reads, owner updates and the handle check (schemas: `artistRoutes`). */
export const artistEndpoints = {
  apply: endpoint('POST', '/api/artists'),
  checkHandle: endpoint('GET', '/api/check-handle'),
  list: endpoint('GET', '/api/artists'),
  search: endpoint('GET', '/api/artists/search'),
  myProfile: endpoint('GET', '/api/artists/my-profile'),
  profile: endpoint('GET', '/api/artists/:handle'),
  update: endpoint('PUT', '/api/artists/:id'),
} as const;

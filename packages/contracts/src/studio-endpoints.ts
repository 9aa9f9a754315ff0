import { endpoint } from './route';

/** Studio applications, public reads and owner updates (schemas: `studioRoutes`). */
export const studioEndpoints = {
  apply: endpoint('POST', '/api/studios'),
  list: endpoint('GET', '/api/studios'),
  myStudio: endpoint('GET', '/api/studios/my-studio'),
  byId: endpoint('GET', '/api/studios/id/:studioId'),
  profile: endpoint('GET', '/api/studios/:handle'),
  update: endpoint('PUT', '/api/studios/:id'),
} as const;

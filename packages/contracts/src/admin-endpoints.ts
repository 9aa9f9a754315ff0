import { endpoint } from './route';

/** The admin team's reads and decisions, admins only (schemas: `adminRoutes`). */
export const adminEndpoints = {
  stats: endpoint('GET', '/api/admin/stats'),
  artists: endpoint('GET', '/api/admin/artists'),
  studios: endpoint('GET', '/api/admin/studios'),
  updateArtist: endpoint('PUT', '/api/admin/artists/:id'),
  updateStudio: endpoint('PUT', '/api/admin/studios/:id'),
  deleteArtist: endpoint('DELETE', '/api/admin/artists/:id'),
  deleteStudio: endpoint('DELETE', '/api/admin/studios/:id'),
} as const;

import { endpoint } from './route';

/** Spec §7's studio-artist claim calls (their schemas: `claimRoutes`). */
export const claimEndpoints = {
  create: endpoint('POST', '/api/studio-artist-claims'),
  forArtist: endpoint('GET', '/api/studio-artist-claims/artist/:artistId'),
  forStudio: endpoint('GET', '/api/studio-artist-claims/studio/:studioId'),
  approve: endpoint('PUT', '/api/studio-artist-claims/:id/approve'),
  deny: endpoint('PUT', '/api/studio-artist-claims/:id/deny'),
  delist: endpoint('PUT', '/api/studio-artist-claims/:id/delist'),
  history: endpoint('GET', '/api/studio-artist-claims/:id/history'),
} as const;

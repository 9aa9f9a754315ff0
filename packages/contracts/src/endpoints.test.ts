import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from './admin-endpoints';
import { adminRoutes } from './admin-routes';
import { artistEndpoints } from './artist-endpoints';
import { artistRoutes } from './artist-routes';
import { authRoutes, internalAuthRoutes } from './auth';
import { authEndpoints, internalAuthEndpoints } from './auth-endpoints';
import { claimEndpoints } from './claim-endpoints';
import { claimRoutes } from './claim-routes';
import { dataExportRoutes } from './data-export';
import { dataExportEndpoints } from './data-export-endpoints';
import { designRoutes } from './design';
import { designEndpoints } from './design-endpoints';
import { geocodeRoutes } from './geocode';
import { geocodeEndpoints } from './geocode-endpoints';
import { inquiryEndpoints, studioArtistInquiryEndpoints, studioInquiryEndpoints } from './inquiry-endpoints';
import { inquiryRoutes, studioArtistInquiryRoutes, studioInquiryRoutes } from './inquiry-routes';
import { mediaRoutes } from './media';
import { mediaEndpoints } from './media-endpoints';
import { notificationEndpoints } from './notification-endpoints';
import { notificationRoutes } from './notification-routes';
import type { Endpoint, RouteContract } from './route';
import { fillPath } from './route';
import { studioEndpoints } from './studio-endpoints';
import { studioRoutes } from './studio-routes';

const pairs: [string, Record<string, Endpoint>, Record<string, RouteContract>][] = [
  ['admin', adminEndpoints, adminRoutes],
  ['artist', artistEndpoints, artistRoutes],
  ['auth', authEndpoints, authRoutes],
  ['internal auth', internalAuthEndpoints, internalAuthRoutes],
  ['claim', claimEndpoints, claimRoutes],
  ['data export', dataExportEndpoints, dataExportRoutes],
  ['design', designEndpoints, designRoutes],
  ['geocode', geocodeEndpoints, geocodeRoutes],
  ['inquiry', inquiryEndpoints, inquiryRoutes],
  ['studio inquiry', studioInquiryEndpoints, studioInquiryRoutes],
  ['studio artist inquiry', studioArtistInquiryEndpoints, studioArtistInquiryRoutes],
  ['media', mediaEndpoints, mediaRoutes],
  ['notification', notificationEndpoints, notificationRoutes],
  ['studio', studioEndpoints, studioRoutes],
];

describe('endpoints and route contracts', () => {
  it.each(pairs)('%s: the same keys, each contract at its endpoint', (_, endpoints, routes) => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [key, route] of Object.entries(routes)) {
      expect({ method: route.method, path: route.path }).toEqual(endpoints[key]);
    }
  });

  it('endpoint files import nothing that loads zod (the web calls the API without it)', () => {
    const dir = new URL('.', import.meta.url);
    const files = readdirSync(dir).filter((name) => name.endsWith('-endpoints.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const imports = [
        ...readFileSync(new URL(file, dir), 'utf8').matchAll(/^import (type )?.* from '(.+)';$/gm),
      ];
      for (const [, typeOnly, from] of imports) {
        if (typeOnly) continue;
        expect(`${file} → ${from}`).toMatch(/ → \.\/(route|[\w-]+-endpoints)$/);
      }
    }
    const route = readFileSync(new URL('route.ts', dir), 'utf8');
    expect(route).not.toMatch(/^import (?!type ).* from 'zod'/m);
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath(claimEndpoints.forArtist.path, { artistId: 'a/b c' })).toBe(
      '/api/studio-artist-claims/artist/a%2Fb%20c',
    );
  });
});

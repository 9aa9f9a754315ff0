import { expect, test } from '@playwright/test';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';

// The fixtures every public-web journey stands on: applications through the API, approved by the admin.
test('an approved artist and studio made through the API are public', async ({ request }) => {
  const artist = await createApprovedArtist(request);
  const studio = await createApprovedStudio(request);
  const profile = await request.get(`/api/artists/${artist.instagramHandle}`);
  expect(profile.status()).toBe(200);
  expect((await profile.json()).portfolioImages).toHaveLength(4);
  expect((await request.get(`/api/studios/${studio.handle}`)).status()).toBe(200);
});

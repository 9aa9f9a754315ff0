import type { ArtistProfile } from '@inkbook/contracts/artist';
import { DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';

/** A public artist profile as GET /api/artists/{handle} answers it: open books, no flash; `overrides` win. */
export const artistProfile = (overrides: Partial<ArtistProfile> = {}): ArtistProfile => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  artistName: 'Maya Stone',
  instagramHandle: 'maya',
  studioName: null,
  location: 'Berlin',
  locationLat: null,
  locationLng: null,
  locationAddress: null,
  bio: '',
  phone: null,
  website: null,
  email: 'maya@example.com',
  portfolioImages: [],
  flashImages: [],
  tattooStyles: [],
  profileImage: null,
  depositPolicy: null,
  cancellationPolicy: null,
  touchupPolicy: null,
  books: DEFAULT_BOOKS,
  flash: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  portfolioCount: 0,
  verifiedStudioCount: 0,
  verifiedStudios: [],
  ...overrides,
});

import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin } from '../../playwright.config';

// Test data for browser journeys, made through the real API (apply, then the admin approves), so every
// journey starts from profiles the product itself created. Images are drawn on the spot: no fixtures, no network.

let hue = 0;
/** A real JPEG (each call another colour and so another media hash), as a data URL like the browser sends. */
export async function photo(width = 600, height = 800): Promise<string> {
  hue = (hue + 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},45%,35%)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${(hue + 180) % 360},55%,60%)"/>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

const unique = () => randomUUID().slice(0, 8);

async function signInAsAdmin(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: e2eAdmin });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
  // The request context keeps the session cookie for later calls.
}

async function approve(request: APIRequestContext, kind: 'artists' | 'studios', id: string) {
  await signInAsAdmin(request);
  const res = await request.put(`/api/admin/${kind}/${id}`, { data: { status: 'approved' } });
  if (!res.ok()) throw new Error(`approve failed: ${res.status()} ${await res.text()}`);
}

export interface ArtistFixture {
  id: string;
  artistName: string;
  instagramHandle: string;
  email: string;
  password: string;
  portfolioImages: string[];
}

/** Applies as an artist and has the admin approve it. */
export async function createApprovedArtist(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  portfolioCount = 4,
): Promise<ArtistFixture> {
  const id = unique();
  const body = {
    artistName: `Maya Stone ${id}`,
    profileImage: await photo(300, 400),
    bio: 'Fine line and botanical work, ten years in Austin, Texas.',
    tattooStyles: ['Fine Line', 'Botanical', 'Japanese'],
    portfolioImages: await Promise.all(Array.from({ length: portfolioCount }, () => photo())),
    flashImages: [await photo(400, 400)],
    instagramHandle: `maya_${id}`,
    studioName: 'Ink House',
    location: '1100 E 6th St, Austin, TX 78702',
    locationLat: '30.2672',
    locationLng: '-97.7431',
    phone: '512-555-0100',
    email: `maya.${id}@e2e.test`,
    website: 'https://maya.example.com',
    password: 'correct-horse',
    confirmPassword: 'correct-horse',
    depositPolicy: 'A $100 deposit holds your appointment slot.',
    cancellationPolicy: 'Give 48 hours notice or the deposit is kept.',
    touchupPolicy: 'Free touch-ups within three months of healing.',
    ...overrides,
  };
  const res = await request.post('/api/artists', { data: body });
  if (res.status() !== 201) throw new Error(`artist application failed: ${res.status()} ${await res.text()}`);
  const artist = await res.json();
  await approve(request, 'artists', artist.id);
  return { ...artist, email: body.email, password: body.password };
}

/** Applies as a studio: the application waits for the admin's review. */
export async function applyAsStudio(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const id = unique();
  const body = {
    studioName: `Ink Iron ${id}`,
    logo: await photo(300, 300),
    tagline: 'Bold lines since 1999',
    description: 'A private studio in East Austin with six resident artists and regular guest spots.',
    establishedYear: '1999',
    specializations: ['Traditional', 'Script'],
    bannerImage: await photo(1200, 500),
    interiorImages: [await photo(), await photo()],
    exteriorImages: [await photo()],
    instagramHandle: `@inkiron_${id}`,
    location: 'Austin, TX',
    locationAddress: '1100 E 6th St, Austin, TX 78702',
    locationLat: '30.26',
    locationLng: '-97.73',
    phone: '(512) 555-0100',
    businessEmail: `studio-${id}@e2e.test`,
    businessHours: { monday: '10am - 8pm' },
    website: 'https://inkiron.example',
    appointmentType: 'both',
    depositPolicy: 'A $100 deposit is required for every booking.',
    cancellationPolicy: 'Cancel 48 hours ahead to move your deposit.',
    shopMinimum: '80',
    ageRequirements: '18+ with a valid photo ID',
    handlesDeposits: true,
    password: 'correct-horse',
    confirmPassword: 'correct-horse',
    ...overrides,
  };
  const res = await request.post('/api/studios', { data: body });
  if (res.status() !== 201) throw new Error(`studio application failed: ${res.status()} ${await res.text()}`);
  const studio = await res.json();
  return { ...studio, businessEmail: body.businessEmail, password: body.password };
}

/** Applies as a studio and has the admin approve it. */
export async function createApprovedStudio(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
) {
  const studio = await applyAsStudio(request, overrides);
  await approve(request, 'studios', studio.id);
  return studio;
}

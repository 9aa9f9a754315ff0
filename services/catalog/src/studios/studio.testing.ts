import { randomUUID } from 'node:crypto';
import { type Stack, sessionCookie, testAdmin } from '@inkbook/composition/testing';
import { jpegDataUrl } from '../media/test-images';

export { jpegDataUrl };

// Test data for studio tests: a complete application with real images, and sign-in helpers.

/** A valid application (spec §5); every call has its own business email. */
export async function studioApplication(overrides: Record<string, unknown> = {}) {
  const [logo, banner, inside, outside] = await Promise.all([
    jpegDataUrl('#123'),
    jpegDataUrl('#456'),
    jpegDataUrl('#789'),
    jpegDataUrl('#abc'),
  ]);
  return {
    studioName: 'Ink & Iron Studio',
    logo,
    tagline: 'Bold lines since 1999',
    description: 'A private studio in East Austin with six resident artists and guest spots.',
    establishedYear: '1999',
    specializations: ['Traditional', 'Script'],
    bannerImage: banner,
    interiorImages: [inside],
    exteriorImages: [outside],
    instagramHandle: '@InkIron',
    location: 'Austin, TX',
    locationAddress: '1100 E 6th St, Austin, TX 78702',
    locationLat: '30.26',
    locationLng: '-97.73',
    phone: '(512) 555-0100',
    businessEmail: `studio-${randomUUID().slice(0, 8)}@inkiron.test`,
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
}

export const applyStudio = (stack: Stack, payload: Record<string, unknown>) =>
  stack.gateway.inject({ method: 'POST', url: '/api/studios', payload });

export async function signIn(stack: Stack, email: string, password: string): Promise<string> {
  const res = await stack.gateway.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

export const signInAdmin = (stack: Stack) => signIn(stack, testAdmin.email, testAdmin.password);

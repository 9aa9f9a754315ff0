import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogService, studioApplication } from '../testing/factories';

// Every rule of the studio application (spec §5) answers 400 with its own text on its field, and creates
// nothing: no studio, no login.
const ctx = useService(catalogService);
let admin: SessionUser;
beforeAll(async () => {
  admin = ctx.auth.admin;
});

const applyStudio = (payload: Record<string, unknown>) =>
  ctx.inject({ method: 'POST', url: '/api/studios', payload });
const studioCount = async () =>
  (await ctx.inject({ method: 'GET', url: '/api/admin/studios' }, admin)).json().total as number;
const nextYear = new Date().getFullYear() + 1;
const MEDIA = '/media/0000000000000000000000000000000000000000000000000000000000000000';

const cases: [string, Record<string, unknown>, string, string][] = [
  ['a one-letter name', { studioName: 'A' }, 'studioName', 'Studio name is required'],
  ['no logo', { logo: undefined }, 'logo', 'Studio logo is required'],
  ['an outside logo URL', { logo: 'https://example.com/logo.png' }, 'logo', 'Images must be uploaded files'],
  ['a short tagline', { tagline: 'Too short' }, 'tagline', 'Tagline must be at least 10 characters'],
  ['a long tagline', { tagline: 'x'.repeat(101) }, 'tagline', 'Tagline must be less than 100 characters'],
  [
    'a short description',
    { description: 'Short.' },
    'description',
    'Description must be at least 50 characters',
  ],
  ['a year that is not one', { establishedYear: 'soon' }, 'establishedYear', 'Invalid year'],
  ['a year before 1900', { establishedYear: 1899 }, 'establishedYear', 'Invalid year'],
  ['a future year', { establishedYear: nextYear }, 'establishedYear', 'Year cannot be in the future'],
  ['no specialization', { specializations: [] }, 'specializations', 'Select at least one specialization'],
  ['no banner', { bannerImage: '' }, 'bannerImage', 'Banner image is required'],
  ['no interior photo', { interiorImages: [] }, 'interiorImages', 'Upload at least one interior photo'],
  [
    'six interior photos',
    { interiorImages: Array(6).fill(MEDIA) },
    'interiorImages',
    'Maximum 5 interior photos allowed',
  ],
  ['no exterior photo', { exteriorImages: [] }, 'exteriorImages', 'Upload at least one exterior photo'],
  [
    'four exterior photos',
    { exteriorImages: Array(4).fill(MEDIA) },
    'exteriorImages',
    'Maximum 3 exterior photos allowed',
  ],
  ['a one-letter location', { location: 'X' }, 'location', 'Location is required'],
  ['a short address', { locationAddress: 'Main St' }, 'locationAddress', 'Full address is required'],
  ['a short phone', { phone: '555-0100' }, 'phone', 'Phone number is required'],
  [
    'a bad business email',
    { businessEmail: 'studio@' },
    'businessEmail',
    'Please enter a valid business email',
  ],
  ['a bad website', { website: 'javascript:alert(1)' }, 'website', 'Please enter a valid website URL'],
  [
    'an unknown appointment type',
    { appointmentType: 'sometimes' },
    'appointmentType',
    'Select an appointment type',
  ],
  [
    'a short deposit policy',
    { depositPolicy: 'Deposit.' },
    'depositPolicy',
    'Deposit policy must be at least 20 characters',
  ],
  [
    'a short cancellation policy',
    { cancellationPolicy: 'None.' },
    'cancellationPolicy',
    'Cancellation policy must be at least 20 characters',
  ],
  ['a negative shop minimum', { shopMinimum: -5 }, 'shopMinimum', 'Shop minimum cannot be negative'],
  [
    'short age requirements',
    { ageRequirements: '18+' },
    'ageRequirements',
    'Age requirements must be specified',
  ],
  [
    'a non-boolean deposit choice',
    { handlesDeposits: 'yes' },
    'handlesDeposits',
    'Choose who handles deposits',
  ],
  [
    'a short password',
    { password: 'short', confirmPassword: 'short' },
    'password',
    'Password must be at least 8 characters',
  ],
  [
    'a mismatched confirmation',
    { confirmPassword: 'different-horse' },
    'confirmPassword',
    'Passwords do not match',
  ],
];

describe('POST /api/studios validation', () => {
  it.each(cases)('refuses %s', async (_name, overrides, field, message) => {
    const before = await studioCount();
    const res = await applyStudio(await studioApplication(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await studioCount()).toBe(before);
  });

  it('refuses a data URL that is not an image', async () => {
    const res = await applyStudio(
      await studioApplication({
        logo: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(await studioCount()).toBe(0);
  });

  it('refuses an email that has an account (409) whatever the password, and rolls the studio back', async () => {
    const first = await studioApplication({ studioName: 'First Owner' });
    expect((await applyStudio(first)).statusCode).toBe(201);
    const before = await studioCount();
    const answers = [];
    for (const password of [first.password, 'another-password']) {
      const res = await applyStudio(
        await studioApplication({
          studioName: 'Second Owner',
          businessEmail: first.businessEmail,
          password,
          confirmPassword: password,
        }),
      );
      answers.push([res.statusCode, res.json()]);
    }
    expect(answers[0]).toEqual([
      409,
      expect.objectContaining({ message: 'An account with this email already exists' }),
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect(await studioCount()).toBe(before);
  });
});

describe('generated handles', () => {
  it('gives studios with the same name unique handles, also when they apply at once', async () => {
    const one = await applyStudio(await studioApplication({ studioName: 'Same Name Tattoo' }));
    const two = await applyStudio(await studioApplication({ studioName: 'Same  Name tattoo!' }));
    expect(one.json().handle).toBe('same-name-tattoo');
    expect(two.json().handle).toBe('same-name-tattoo-2');
    const together = await Promise.all(
      [1, 2, 3].map(async () => applyStudio(await studioApplication({ studioName: 'Same Name Tattoo' }))),
    );
    expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(together.map((r) => r.json().handle))).toEqual(
      new Set(['same-name-tattoo-3', 'same-name-tattoo-4', 'same-name-tattoo-5']),
    );
  });
});

describe('auth unavailable', () => {
  it('answers 503 and keeps no studio when the account cannot be created', async () => {
    const before = await ctx.db.selectFrom('studios').select('id').execute();
    await ctx.auth.close();
    const res = await applyStudio(await studioApplication({ studioName: 'No Auth Studio' }));
    expect(res.statusCode).toBe(503);
    expect(await ctx.db.selectFrom('studios').select('id').execute()).toHaveLength(before.length);
  });
});

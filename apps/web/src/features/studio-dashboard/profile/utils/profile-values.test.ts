import { DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import type { Studio } from '@inkbook/contracts/studio';
import { describe, expect, it } from 'vitest';
import { studioProfileFormSchema } from '@/components/studio-form/studio-form-schema';
import { changedFields, profileValuesOf } from './profile-values';

const media = (n: number) => `/media/${String(n).repeat(64).slice(0, 64)}`;

const stored: Studio = {
  id: '7b0e6a52-9d7e-4a55-9b0c-2f5f3c1d8e11',
  studioName: 'Ink Iron',
  handle: 'ink-iron',
  books: DEFAULT_BOOKS,
  logo: media(1),
  tagline: 'Bold lines since 1999',
  description: 'A private studio in East Austin with six resident artists and regular guest spots.',
  establishedYear: 1999,
  specializations: ['Traditional', 'Script'],
  bannerImage: media(2),
  interiorImages: [media(3), media(4)],
  exteriorImages: [media(5)],
  instagramHandle: 'inkiron',
  location: 'Austin, TX',
  locationLat: 30.26,
  locationLng: -97.73,
  locationAddress: '1100 E 6th St, Austin, TX 78702',
  phone: '(512) 555-0100',
  businessEmail: 'hello@inkiron.example',
  businessHours: {
    monday: '10am - 8pm',
    tuesday: '',
    wednesday: '',
    thursday: '',
    friday: '',
    saturday: '',
    sunday: '',
  },
  website: null,
  appointmentType: 'both',
  depositPolicy: 'A $100 deposit is required for every booking.',
  cancellationPolicy: 'Cancel 48 hours ahead to move your deposit.',
  shopMinimum: 0,
  ageRequirements: '18+ with a valid photo ID',
  handlesDeposits: true,
  status: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('profileValuesOf', () => {
  it('opens the form on a stored studio that passes the edit rules and parses back to what is stored', () => {
    const parsed = studioProfileFormSchema.parse(profileValuesOf(stored));
    // The books are saved from their own card on the Overview (issue 26), not by this form.
    const {
      id: _id,
      handle: _handle,
      status: _status,
      createdAt: _c,
      updatedAt: _u,
      books: _b,
      ...fields
    } = stored;
    expect(parsed).toEqual(fields);
  });

  it('shows a stored minimum of 0 (none) as an empty field and keeps any other', () => {
    expect(profileValuesOf(stored).shopMinimum).toBe('');
    expect(profileValuesOf({ ...stored, shopMinimum: 80 }).shopMinimum).toBe('80');
  });
});

describe('changedFields', () => {
  const initial = profileValuesOf(stored);
  const parse = (values: typeof initial) => studioProfileFormSchema.parse(values);

  it('keeps only the fields whose inputs moved, as parsed', () => {
    const current = {
      ...initial,
      tagline: '  Fine line and bold traditional  ',
      interiorImages: [media(3)],
      businessHours: { ...initial.businessHours, sunday: 'Closed' },
      shopMinimum: '120',
    };
    expect(changedFields(parse(current), current, initial)).toEqual({
      tagline: 'Fine line and bold traditional',
      interiorImages: [media(3)],
      businessHours: { ...stored.businessHours, sunday: 'Closed' },
      shopMinimum: 120,
    });
  });

  it('sends nothing for a field changed and changed back', () => {
    const current = { ...initial, specializations: ['Traditional', 'Script'] };
    expect(changedFields(parse(current), current, initial)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminStudioUpdateSchema,
  studioApplicationSchema,
  studioSpecializations,
  studioUpdateSchema,
} from './studio';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function fieldMessages(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const application = {
  studioName: 'Ink & Iron Studio',
  logo: PNG,
  tagline: 'Bold lines since 1999',
  description: 'A private studio in East Austin with six resident artists and guest spots.',
  establishedYear: '1999',
  specializations: ['Traditional', 'Script'],
  bannerImage: PNG,
  interiorImages: [PNG],
  exteriorImages: ['/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/w800.webp'],
  instagramHandle: 'instagram.com/InkIron?igsh=1',
  location: 'Austin, TX',
  locationAddress: '1100 E 6th St, Austin, TX 78702',
  phone: '(512) 555-0100',
  businessEmail: 'hello@inkiron.example',
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
};

describe('studioApplicationSchema', () => {
  it('accepts a complete application, parsing numbers and cleaning the handle', () => {
    const parsed = studioApplicationSchema.parse(application);
    expect(parsed.establishedYear).toBe(1999);
    expect(parsed.shopMinimum).toBe(80);
    expect(parsed.instagramHandle).toBe('inkiron');
    expect(parsed.businessHours).toEqual({
      monday: '10am - 8pm',
      tuesday: '',
      wednesday: '',
      thursday: '',
      friday: '',
      saturday: '',
      sunday: '',
    });
    expect(parsed).not.toHaveProperty('confirmPassword');
    expect(studioSpecializations).toHaveLength(16);
  });

  it('defaults the shop minimum to 0 and deposits to the artists', () => {
    const { shopMinimum: _s, handlesDeposits: _h, businessHours: _b, ...rest } = application;
    const parsed = studioApplicationSchema.parse({ ...rest, shopMinimum: '' });
    expect(parsed.shopMinimum).toBe(0);
    expect(parsed.handlesDeposits).toBe(false);
    expect(parsed.businessHours.sunday).toBe('');
    expect(studioApplicationSchema.parse(rest).shopMinimum).toBe(0);
  });

  it('reports every rule with the spec’s words on its own field', () => {
    expect(
      fieldMessages(studioApplicationSchema, {
        studioName: 'X',
        tagline: 'Too short',
        description: 'Short',
        establishedYear: '1899',
        specializations: [],
        interiorImages: [],
        exteriorImages: [],
        location: 'A',
        locationAddress: 'Austin',
        phone: '555',
        businessEmail: 'hello',
        website: 'inkiron',
        appointmentType: 'sometimes',
        depositPolicy: 'Deposit',
        cancellationPolicy: 'Cancel',
        shopMinimum: -5,
        ageRequirements: '18+',
        password: 'short',
        confirmPassword: 'different',
      }),
    ).toEqual({
      studioName: 'Studio name is required',
      logo: 'Studio logo is required',
      tagline: 'Tagline must be at least 10 characters',
      description: 'Description must be at least 50 characters',
      establishedYear: 'Invalid year',
      specializations: 'Select at least one specialization',
      bannerImage: 'Banner image is required',
      interiorImages: 'Upload at least one interior photo',
      exteriorImages: 'Upload at least one exterior photo',
      location: 'Location is required',
      locationAddress: 'Full address is required',
      phone: 'Phone number is required',
      businessEmail: 'Please enter a valid business email',
      website: 'Please enter a valid website URL',
      appointmentType: 'Select an appointment type',
      depositPolicy: 'Deposit policy must be at least 20 characters',
      cancellationPolicy: 'Cancellation policy must be at least 20 characters',
      shopMinimum: 'Shop minimum cannot be negative',
      ageRequirements: 'Age requirements must be specified',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('limits tagline, year and application galleries', () => {
    const nextYear = new Date().getFullYear() + 1;
    expect(
      fieldMessages(studioApplicationSchema, {
        ...application,
        tagline: 'x'.repeat(101),
        establishedYear: nextYear,
        interiorImages: Array(6).fill(PNG),
        exteriorImages: Array(4).fill(PNG),
      }),
    ).toEqual({
      tagline: 'Tagline must be less than 100 characters',
      establishedYear: 'Year cannot be in the future',
      interiorImages: 'Maximum 5 interior photos allowed',
      exteriorImages: 'Maximum 3 exterior photos allowed',
    });
    expect(fieldMessages(studioApplicationSchema, { ...application, establishedYear: '1999.5' })).toEqual({
      establishedYear: 'Invalid year',
    });
    expect(studioApplicationSchema.parse({ ...application, establishedYear: 1900 }).establishedYear).toBe(
      1900,
    );
  });
});

describe('studioUpdateSchema', () => {
  it('allows the dashboard’s 10 photos per gallery, not 11', () => {
    const { password: _p, confirmPassword: _c, ...profile } = application;
    expect(
      studioUpdateSchema.parse({ ...profile, interiorImages: Array(10).fill(PNG) }).interiorImages,
    ).toHaveLength(10);
    expect(fieldMessages(studioUpdateSchema, { ...profile, exteriorImages: Array(11).fill(PNG) })).toEqual({
      exteriorImages: 'Maximum 10 exterior photos allowed',
    });
  });

  it('takes any subset, adding no defaults, and refuses status and unknown fields by name', () => {
    expect(studioUpdateSchema.parse({ tagline: 'Bold lines since 1999' })).toEqual({
      tagline: 'Bold lines since 1999',
    });
    expect(studioUpdateSchema.parse({ shopMinimum: '' })).toEqual({ shopMinimum: null });
    expect(fieldMessages(studioUpdateSchema, { status: 'approved', handle: 'x' })).toEqual({
      '': 'Unknown or read-only fields: status, handle',
    });
  });
});

describe('adminStudioUpdateSchema', () => {
  it('accepts status alone, checks an edited handle', () => {
    expect(adminStudioUpdateSchema.parse({ status: 'rejected' })).toEqual({ status: 'rejected' });
    expect(adminStudioUpdateSchema.parse({ handle: 'Ink-Iron' }).handle).toBe('ink-iron');
    expect(fieldMessages(adminStudioUpdateSchema, { handle: 'ink iron' })).toEqual({
      handle: 'Handles use lowercase letters, numbers and single dashes',
    });
  });
});

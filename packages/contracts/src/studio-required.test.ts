import { describe, expect, it } from 'vitest';
import { missingFieldsMessage, missingStudioFields, studioRequiredFields } from './studio-required';

const complete = {
  studioName: 'Ink & Iron',
  logo: '/media/logo.webp',
  tagline: 'Bold lines since 1999',
  description: 'x'.repeat(50),
  establishedYear: 1999,
  specializations: ['Traditional'],
  bannerImage: '/media/banner.webp',
  interiorImages: ['/media/in.webp'],
  exteriorImages: ['/media/out.webp'],
  location: 'Austin, TX',
  locationAddress: '100 Congress Ave, Austin, TX',
  phone: '5125550100',
  businessEmail: 'hello@inkiron.example',
  businessHours: {
    monday: '',
    tuesday: '',
    wednesday: '',
    thursday: '',
    friday: '',
    saturday: '',
    sunday: '',
  },
  appointmentType: 'both',
  depositPolicy: 'x'.repeat(20),
  cancellationPolicy: 'x'.repeat(20),
  ageRequirements: '18+ with ID',
  handlesDeposits: false,
  password: 'correct-horse',
};

describe('missingStudioFields', () => {
  it('lists all 20 required fields of the spec', () => {
    expect(studioRequiredFields).toHaveLength(20);
  });

  it('finds nothing missing in a complete form, even with handlesDeposits false and blank hours', () => {
    expect(missingStudioFields(complete)).toEqual([]);
  });

  it('names blank, empty and absent fields in form order', () => {
    const { password: _password, ...withoutPassword } = complete;
    expect(
      missingStudioFields({
        ...withoutPassword,
        studioName: '  ',
        interiorImages: [],
        establishedYear: Number.NaN,
      }),
    ).toEqual(['Studio Name', 'Established Year', 'Interior Photos', 'Password']);
  });

  it('builds the toast text', () => {
    expect(missingFieldsMessage(['Studio Name', 'Password'])).toBe('Please fill in: Studio Name, Password');
  });
});

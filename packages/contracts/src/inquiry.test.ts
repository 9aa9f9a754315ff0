import { describe, expect, it } from 'vitest';
import {
  artistInquiryBodySchema,
  inquiryContactSchema,
  inquiryStats,
  preferredStyles,
  studioInquiryBodySchema,
  studioInquiryStatusBodySchema,
} from './inquiry';
import { inquiryNotesBodySchema } from './inquiry-notes';
import { inquiryStatusLabel } from './inquiry-status';
import { fieldMessages } from './testing/bounds';

const ARTIST = '00000000-0000-4000-8000-00000000000a';
const STUDIO = '00000000-0000-4000-8000-000000000005';

const inquiry = {
  artistId: ARTIST,
  concept: 'A koi fish swimming up my forearm',
  placementAreas: ['arm-lower-arm'],
  size: 'medium',
  complexity: 'detailed',
  budgetMin: 300,
  budgetMax: '1500',
  availableDates: ['Weekends in March'],
  isTraveling: 'yes',
  fullName: 'Sam Lee',
  email: 'sam@example.com',
  phone: '512-555-0199',
};

describe('artistInquiryBodySchema', () => {
  it('accepts the dialog’s payload, mapping yes to planning-trip and defaulting lists', () => {
    const parsed = artistInquiryBodySchema.parse(inquiry);
    expect(parsed.isTraveling).toBe('planning-trip');
    expect(parsed.budgetMax).toBe(1500);
    expect(parsed.style).toBe('blackgrey');
    expect(parsed.referenceImages).toEqual([]);
    expect(parsed.placementPhotos).toEqual([]);
    expect(parsed.selectedFlashDesigns).toEqual([]);
    expect(artistInquiryBodySchema.parse({ ...inquiry, isTraveling: 'no' }).isTraveling).toBe('local');
    expect(artistInquiryBodySchema.parse({ ...inquiry, isTraveling: 'local' }).isTraveling).toBe('local');
  });

  it('reports each rule on its own field', () => {
    expect(
      fieldMessages(artistInquiryBodySchema, {
        artistId: ARTIST,
        concept: 'A koi fish',
        placementAreas: [],
        budgetMin: 50,
        budgetMax: 99,
        isTraveling: 'maybe',
        fullName: 'S',
        email: 'sam',
        phone: '555-0199',
      }),
    ).toEqual({
      concept: 'Please describe your idea (at least 20 characters)',
      placementAreas: 'Select at least one placement area',
      size: 'Please select a size',
      budgetMin: 'Minimum budget must be at least $100',
      budgetMax: 'Minimum budget must be at least $100',
      isTraveling: 'Let us know whether you are traveling for this tattoo',
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });

  it('keeps the budget in order and refuses the estimator-only size', () => {
    expect(fieldMessages(artistInquiryBodySchema, { ...inquiry, budgetMin: 2000, budgetMax: 1000 })).toEqual({
      budgetMax: 'Maximum budget must be at least the minimum budget',
    });
    expect(fieldMessages(artistInquiryBodySchema, { ...inquiry, size: 'custom' })).toEqual({
      size: 'Please select a size',
    });
    expect(fieldMessages(artistInquiryBodySchema, { ...inquiry, placementAreas: ['Wrist'] })).toEqual({
      'placementAreas.0': 'Unknown placement area',
    });
  });
});

describe('the contact (step 6)', () => {
  it('may be left out of a body, and is checked as written when sent', () => {
    const { fullName: _name, email: _email, phone: _phone, ...noContact } = inquiry;
    expect(artistInquiryBodySchema.parse(noContact)).not.toHaveProperty('fullName');
    expect(fieldMessages(artistInquiryBodySchema, { ...noContact, fullName: ' ' })).toEqual({
      fullName: 'Please enter your full name',
    });
  });

  it('is complete only with every field, each missing one named with its message', () => {
    expect(fieldMessages(inquiryContactSchema, { email: 'sam@example.com' })).toEqual({
      fullName: 'Please enter your full name',
      phone: 'Please enter a valid phone number',
    });
    expect(
      inquiryContactSchema.parse({ fullName: ' Sam Lee', email: 'sam@example.com', phone: '5125550199' }),
    ).toEqual({ fullName: 'Sam Lee', email: 'sam@example.com', phone: '5125550199' });
  });
});

describe('studioInquiryBodySchema', () => {
  const { artistId: _artistId, ...rest } = inquiry;
  const studioInquiry = { ...rest, studioId: STUDIO, preferredStyles: ['Japanese', 'Script/Lettering'] };

  it('accepts the wizard’s payload', () => {
    expect(preferredStyles).toHaveLength(16);
    const parsed = studioInquiryBodySchema.parse({ ...studioInquiry, budgetRange: '$300 - $1500' });
    expect(parsed.preferredStyles).toEqual(['Japanese', 'Script/Lettering']);
  });

  it('asks for at least one preferred style', () => {
    expect(fieldMessages(studioInquiryBodySchema, { ...studioInquiry, preferredStyles: [] })).toEqual({
      preferredStyles: 'Select at least one preferred style',
    });
  });
});

describe('status and notes bodies', () => {
  it('labels statuses, unknown as New', () => {
    expect(inquiryStatusLabel('pending')).toBe('New');
    expect(inquiryStatusLabel('responded')).toBe('Responded');
    expect(inquiryStatusLabel('archived')).toBe('New');
  });
  it('refuses blank notes and statuses a studio cannot set', () => {
    expect(fieldMessages(inquiryNotesBodySchema, { notes: '   ' })).toEqual({
      notes: 'Notes cannot be empty',
    });
    expect(studioInquiryStatusBodySchema.safeParse({ status: 'reviewed' }).success).toBe(false);
    expect(studioInquiryStatusBodySchema.parse({ status: 'declined', response: '' })).toEqual({
      status: 'declined',
      response: null,
    });
  });
  it('counts inquiries for the dashboard', () => {
    const statuses = ['pending', 'pending', 'approved', 'declined', 'reviewed'];
    expect(inquiryStats(statuses.map((status) => ({ status })))).toEqual({
      total: 5,
      pending: 2,
      approved: 1,
      declined: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminArtistUpdateSchema,
  applicationStyles,
  artistApplicationSchema,
  artistEditFormSchema,
  artistEditSchema,
  artistUpdateSchema,
  browseStyles,
  editStyles,
} from './artist';
import { mergeEdit } from './fields';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** The first message per field, as the 400 answer's `fields` would carry it. */
function fieldMessages(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const application = {
  artistName: 'Maya Stone',
  profileImage: PNG,
  bio: 'Fine line and botanical work, ten years in.',
  tattooStyles: ['Fine Line', 'Botanical'],
  portfolioImages: [PNG, '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
  instagramHandle: 'https://www.instagram.com/Maya.Stone/?igsh=abc',
  location: 'Austin, TX',
  locationLat: '30.2672',
  locationLng: -97.7431,
  email: 'maya@example.com',
  website: '',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
  depositPolicy: 'Deposit of $100 holds your slot.',
  cancellationPolicy: '48 hours notice or the deposit is kept.',
  touchupPolicy: 'Free touch-ups within 3 months.',
};

describe('option lists', () => {
  it('has 16 application styles, 16 edit styles and their 18-style union for browsing', () => {
    expect(applicationStyles).toHaveLength(16);
    expect(editStyles).toHaveLength(16);
    expect(browseStyles).toHaveLength(18); // edit adds Blackwork and Color to the application's 16
    expect(browseStyles).toEqual(
      expect.arrayContaining(['Biomechanical', 'New School', 'Blackwork', 'Color']),
    );
  });
});

describe('artistApplicationSchema', () => {
  it('accepts a complete application and normalises it', () => {
    const parsed = artistApplicationSchema.parse(application);
    expect(parsed.instagramHandle).toBe('maya.stone');
    expect(parsed.locationLat).toBe(30.2672);
    expect(parsed.locationLng).toBe(-97.7431);
    expect(parsed.locationAddress).toBe('Austin, TX'); // falls back to location
    expect(parsed.website).toBeNull();
    expect(parsed.flashImages).toEqual([]);
    expect(parsed).not.toHaveProperty('confirmPassword');
  });

  it('keeps a picked address and blank coordinates as null', () => {
    const parsed = artistApplicationSchema.parse({
      ...application,
      locationAddress: '100 Congress Ave, Austin, TX 78701',
      locationLat: '',
      locationLng: null,
    });
    expect(parsed.locationAddress).toBe('100 Congress Ave, Austin, TX 78701');
    expect(parsed.locationLat).toBeNull();
    expect(parsed.locationLng).toBeNull();
  });

  it('reports every rule with the spec’s words on its own field', () => {
    expect(
      fieldMessages(artistApplicationSchema, {
        artistName: ' ',
        bio: 'Too short',
        tattooStyles: [],
        portfolioImages: [],
        instagramHandle: '@',
        location: '',
        email: 'maya@',
        website: 'not a site',
        password: 'short',
        confirmPassword: 'other',
        depositPolicy: 'none',
        cancellationPolicy: 'none',
        touchupPolicy: 'none',
      }),
    ).toEqual({
      artistName: "What's your name?",
      profileImage: 'Profile photo is required',
      bio: 'Tell us more about yourself (at least 25 characters)',
      tattooStyles: 'Select at least one tattoo style',
      portfolioImages: 'Upload at least one portfolio image',
      instagramHandle: 'Instagram handle is required',
      location: 'Where are you located?',
      email: 'Please enter a valid email address',
      website: 'Please enter a valid website URL (e.g., https://example.com)',
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
      depositPolicy: 'Deposit policy must be at least 10 characters',
      cancellationPolicy: 'Cancellation policy must be at least 10 characters',
      touchupPolicy: 'Touch-up policy must be at least 10 characters',
    });
  });

  it('limits bio to 150, portfolio to 25 and flash to 8, and asks for the confirmation', () => {
    expect(
      fieldMessages(artistApplicationSchema, {
        ...application,
        bio: 'x'.repeat(151),
        portfolioImages: Array(26).fill(PNG),
        flashImages: Array(9).fill(PNG),
        confirmPassword: '',
      }),
    ).toEqual({
      bio: 'Bio must be 150 characters or less',
      portfolioImages: 'Maximum 25 portfolio images allowed',
      flashImages: 'Maximum 8 images allowed',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('refuses images that are not uploads and styles outside the application list', () => {
    expect(
      fieldMessages(artistApplicationSchema, {
        ...application,
        profileImage: 'https://evil.example/a.png',
        portfolioImages: ['/media/../../etc/passwd'],
        tattooStyles: ['Blackwork'],
      }),
    ).toEqual({
      profileImage: 'Images must be uploaded files',
      'portfolioImages.0': 'Images must be uploaded files',
      'tattooStyles.0': 'Unknown tattoo style',
    });
  });
});

describe('artistUpdateSchema', () => {
  const edit = {
    bio: 'Fine line and botanical work, ten years in Austin and counting.',
    location: 'Austin, TX',
    portfolioImages: ['/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    tattooStyles: ['Blackwork', 'New School'],
    depositPolicy: '',
    website: 'https://maya.example.com',
  };

  it('accepts the edit form, clearing empty optional policies', () => {
    const parsed = artistUpdateSchema.parse(edit);
    expect(parsed.depositPolicy).toBeNull();
    expect(parsed.website).toBe('https://maya.example.com');
    expect(parsed.tattooStyles).toEqual(['Blackwork', 'New School']);
  });

  it('accepts the profile photo alone', () => {
    expect(artistUpdateSchema.parse({ profileImage: PNG })).toEqual({ profileImage: PNG });
  });

  it('refuses fields an owner may not change, naming them, and an empty body', () => {
    expect(fieldMessages(artistUpdateSchema, { bio: edit.bio, status: 'approved' })).toEqual({
      '': 'Unknown or read-only field: status',
    });
    expect(fieldMessages(artistUpdateSchema, { id: 'x', password: 'y' })).toEqual({
      '': 'Unknown or read-only fields: id, password',
    });
    expect(fieldMessages(artistUpdateSchema, {})).toEqual({ '': 'Nothing to update' });
  });

  it('holds a merged profile to the edit form’s required fields', () => {
    expect(fieldMessages(artistEditSchema, { profileImage: PNG, artistName: 'Maya' })).toMatchObject({
      bio: 'Bio must be at least 50 characters',
      location: 'Location must be at least 2 characters',
      portfolioImages: 'Upload at least one portfolio image',
    });
  });

  it('applies the edit limits', () => {
    expect(
      fieldMessages(artistUpdateSchema, {
        ...edit,
        bio: 'x'.repeat(501),
        studioName: 'X',
        location: 'A',
        flashImages: Array(16).fill(PNG),
        cancellationPolicy: 'short',
        website: 'ftp://maya.example.com',
      }),
    ).toEqual({
      bio: 'Bio must be less than 500 characters',
      studioName: 'Studio name must be at least 2 characters',
      location: 'Location must be at least 2 characters',
      flashImages: 'Maximum 15 images allowed',
      cancellationPolicy: 'Cancellation policy must be at least 10 characters',
      website: 'Please enter a valid website URL',
    });
  });
});

describe('adminArtistUpdateSchema', () => {
  it('accepts status alone or edited fields, not an empty body', () => {
    expect(adminArtistUpdateSchema.parse({ status: 'approved' })).toEqual({ status: 'approved' });
    expect(adminArtistUpdateSchema.parse({ instagramHandle: '@New.Handle' }).instagramHandle).toBe(
      'new.handle',
    );
    expect(fieldMessages(adminArtistUpdateSchema, {})).toEqual({ '': 'Nothing to update' });
    expect(fieldMessages(adminArtistUpdateSchema, { status: 'live' })).toHaveProperty('status');
  });
});

describe('an accepted bio in an edit', () => {
  const accepted = 'Fine line, ten years, Austin.';
  const profile = {
    artistName: 'Maya',
    instagramHandle: 'maya.ink',
    profileImage: '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    bio: accepted,
    tattooStyles: ['Blackwork'],
    portfolioImages: ['/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    flashImages: [],
    location: 'Austin, TX',
    email: 'maya@example.com',
  };

  it('is kept unchanged by the form and by mergeEdit; a changed one meets the edit rule', () => {
    const form = artistEditFormSchema({ bio: accepted });
    expect(form.parse({ ...profile, bio: `${accepted} ` }).bio).toBe(accepted);
    expect(fieldMessages(form, { ...profile, bio: 'Fine line, eleven years.' })).toEqual({
      bio: 'Bio must be at least 50 characters',
    });
    expect(mergeEdit(artistEditSchema, profile, { bio: accepted, location: 'Austin' }).bio).toBe(accepted);
    expect(() => mergeEdit(artistEditSchema, profile, { bio: 'Fine line, eleven years.' })).toThrow(
      'Bio must be at least 50 characters',
    );
  });
});

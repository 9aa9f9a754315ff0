import { describe, expect, it } from 'vitest';
import {
  adminArtistUpdateSchema,
  artistApplicationSchema,
  artistHandleParamsSchema,
  artistListQuerySchema,
  artistSearchQuerySchema,
  artistUpdateSchema,
  checkHandleQuerySchema,
} from './artist';
import {
  type BoundRows,
  describeBounds,
  emailOfLength,
  field,
  fieldMessages,
  fieldRows,
  PNG,
  urlOfLength,
  withInside,
} from './testing/bounds';

const artistApplication = {
  artistName: 'Maya Stone',
  profileImage: PNG,
  bio: 'Fine line and botanical work, ten years in.',
  tattooStyles: ['Fine Line'],
  portfolioImages: [PNG],
  instagramHandle: 'maya.stone',
  location: 'Austin, TX',
  email: 'maya@example.com',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
  depositPolicy: 'Deposit of $100 holds your slot.',
  cancellationPolicy: '48 hours notice or the deposit is kept.',
  touchupPolicy: 'Free touch-ups within 3 months.',
};

/** Texts an owner and an admin edit alike (the profile's bio: 50–500, DESIGN §5). */
const edited = [
  ['artistName', 100, 'Artist name must be at most 100 characters'],
  ['bio', 500, 'Bio must be less than 500 characters'],
  ['location', 200, 'Location must be at most 200 characters'],
] as const;

describeBounds([
  ...fieldRows('artist application', artistApplicationSchema, artistApplication, [
    ['artistName', 100, 'Artist name must be at most 100 characters'],
    ['bio', 150, 'Bio must be 150 characters or less'],
    ['studioName', 100, 'Studio name must be at most 100 characters'],
    ['location', 200, 'Location must be at most 200 characters'],
    ['locationAddress', 300, 'Address must be at most 300 characters'],
    ['phone', 50, 'Phone number must be at most 50 characters'],
    ['depositPolicy', 1000, 'Deposit policy must be at most 1000 characters'],
    ['cancellationPolicy', 1000, 'Cancellation policy must be at most 1000 characters'],
    ['touchupPolicy', 1000, 'Touch-up policy must be at most 1000 characters'],
  ]),
  [
    'artist application email',
    {
      schema: artistApplicationSchema,
      body: field(artistApplication, 'email'),
      path: 'email',
      max: 254,
      message: 'Email must be at most 254 characters',
      fill: emailOfLength,
    },
  ],
  [
    'artist application website',
    {
      schema: artistApplicationSchema,
      body: field(artistApplication, 'website'),
      path: 'website',
      max: 2048,
      message: 'Website must be at most 2048 characters',
      fill: urlOfLength,
    },
  ],
  [
    'artist application instagramHandle',
    {
      schema: artistApplicationSchema,
      body: field(artistApplication, 'instagramHandle'),
      path: 'instagramHandle',
      max: 200,
      message: 'Instagram handle must be at most 200 characters',
      // A pasted profile URL: the handle in it is valid, the text around it long.
      fill: (length) => `https://instagram.com/maya/?x=${'a'.repeat(length - 30)}`,
    },
  ],
  ...fieldRows('artist update', artistUpdateSchema, {}, [
    ...edited,
    ['depositPolicy', 1000, 'Deposit policy must be at most 1000 characters'],
  ]),
  ...fieldRows('admin artist update', adminArtistUpdateSchema, {}, [
    ...edited,
    ['studioName', 100, 'Studio name must be at most 100 characters'],
    ['locationAddress', 300, 'Address must be at most 300 characters'],
    ['phone', 50, 'Phone number must be at most 50 characters'],
  ]),
  // Query strings and path segments.
  ...fieldRows('artist list', artistListQuerySchema, {}, [
    ['q', 100, 'Search must be at most 100 characters'],
    ['style', 50, 'Style must be at most 50 characters'],
  ]),
  ...fieldRows('artist search', artistSearchQuerySchema, {}, [
    ['q', 100, 'Search must be at most 100 characters'],
  ]),
  ...fieldRows('artist', artistHandleParamsSchema, {}, [
    ['handle', 200, 'Handle must be at most 200 characters'],
  ]),
  [
    'check-handle instagramHandle',
    {
      schema: checkHandleQuerySchema,
      body: field({}, 'instagramHandle'),
      path: 'instagramHandle',
      max: 200,
      message: 'Instagram handle must be at most 200 characters',
      fill: (length) => `instagram.com/maya?x=${'a'.repeat(length - 21)}`,
    },
  ],
] satisfies BoundRows);

it('refuses a 5 MB artist name and location without trying anything else on them', () => {
  const huge = 'x'.repeat(5 * 1024 * 1024);
  expect(
    fieldMessages(artistApplicationSchema, { ...artistApplication, artistName: huge, location: huge }),
  ).toEqual({
    artistName: 'Artist name must be at most 100 characters',
    location: 'Location must be at most 200 characters',
  });
});

describe('characters that are not text in one-line text', () => {
  it('refuses other control characters and lone surrogates', () => {
    for (const character of ['\u0007', '\u001b', '\u007f', '\ud800', '\udc00'])
      expect(fieldMessages(artistUpdateSchema, { artistName: withInside(character) })).toEqual({
        artistName: 'Artist name contains characters that are not allowed',
      });
  });

  it('refuses line breaks, and keeps a whole emoji (only half of one, a lone surrogate, is refused)', () => {
    expect(fieldMessages(artistUpdateSchema, { artistName: 'Maya\nStone' })).toEqual({
      artistName: 'Artist name contains characters that are not allowed',
    });
    expect(artistUpdateSchema.parse({ artistName: 'Maya 🌹' }).artistName).toBe('Maya 🌹');
  });

  it('refuses a NUL in websites and handles by their own rules', () => {
    expect(fieldMessages(artistUpdateSchema, { website: 'https://example.com/\u0000' }).website).toBe(
      'Website contains characters that are not allowed',
    );
    expect(fieldMessages(checkHandleQuerySchema, { instagramHandle: 'maya\u0000' }).instagramHandle).toBe(
      'Instagram handles use letters, numbers, periods and underscores (30 at most)',
    );
    expect(fieldMessages(artistHandleParamsSchema, { handle: '\u0000' }).handle).toBe(
      'Handle contains characters that are not allowed',
    );
  });
});

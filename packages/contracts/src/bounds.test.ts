import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminListQuerySchema } from './admin';
import {
  adminArtistUpdateSchema,
  artistApplicationSchema,
  artistHandleParamsSchema,
  artistListQuerySchema,
  artistSearchQuerySchema,
  artistUpdateSchema,
  checkHandleQuerySchema,
} from './artist';
import { loginBodySchema } from './auth';
import { createClaimBodySchema } from './claim';
import { designRequestSchema } from './design';
import { geocodeQuerySchema } from './geocode';
import {
  artistInquiryBodySchema,
  inquiryNotesBodySchema,
  studioInquiryBodySchema,
  studioInquiryStatusBodySchema,
} from './inquiry';
import { downloadImageQuerySchema } from './media';
import {
  adminStudioUpdateSchema,
  studioApplicationSchema,
  studioHandleParamsSchema,
  studioListQuerySchema,
  studioUpdateSchema,
} from './studio';

// Every text a client can send has an upper bound and takes no control characters (issue 11): a 5 MB name is
// refused, and so is a NUL byte, before anything reaches a database.

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const ID = '00000000-0000-4000-8000-000000000000';

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

const studioApplication = {
  studioName: 'Ink & Iron Studio',
  logo: PNG,
  tagline: 'Bold lines since 1999',
  description: 'A private studio in East Austin with six resident artists and guest spots.',
  establishedYear: '1999',
  specializations: ['Traditional'],
  bannerImage: PNG,
  interiorImages: [PNG],
  exteriorImages: [PNG],
  location: 'Austin, TX',
  locationAddress: '1100 E 6th St, Austin, TX 78702',
  phone: '(512) 555-0100',
  businessEmail: 'hello@inkiron.example',
  appointmentType: 'both',
  depositPolicy: 'A $100 deposit is required for every booking.',
  cancellationPolicy: 'Cancel 48 hours ahead to move your deposit.',
  ageRequirements: '18+ with a valid photo ID',
  handlesDeposits: true,
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
};

const inquiry = {
  concept: 'A koi fish swimming up my forearm',
  placementAreas: ['arm-lower-arm'],
  size: 'medium',
  budgetMin: 300,
  budgetMax: 1500,
  isTraveling: 'no',
  fullName: 'Sam Lee',
  email: 'sam@example.com',
  phone: '512-555-0199',
};
const artistInquiry = { ...inquiry, artistId: ID };
const studioInquiry = { ...inquiry, studioId: ID, preferredStyles: ['Fine Line'] };
const design = {
  style: 'Fine Line',
  subject: 'A rose',
  placement: 'arm',
  size: 'small',
  colorOption: 'color',
};

/** Text of exactly `length` characters for a field whose value must look like something. */
const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const url = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
const letters = (length: number) => 'a'.repeat(length);

interface Row {
  schema: z.ZodType;
  /** The request with `value` in the field under test. */
  body: (value: string) => unknown;
  /** Where the field's issue is reported (the 400's `fields` key). */
  path: string;
  max: number;
  message: string;
  fill?: (length: number) => string;
}

const field =
  (base: object, key: string) =>
  (value: string): unknown => ({ ...base, [key]: value });

/** Rows for plain text fields of one schema: [key, max, message] each, the field set alone on `base`. */
const fieldRows = (
  label: string,
  schema: z.ZodType,
  base: object,
  cases: readonly (readonly [key: string, max: number, message: string])[],
): [string, Row][] =>
  cases.map(([key, max, message]) => [
    `${label} ${key}`,
    { schema, body: field(base, key), path: key, max, message },
  ]);

/** One row per bounded field: [name, row]. */
const rows: [string, Row][] = [
  // Artist application and edits.
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
      fill: email,
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
      fill: url,
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
    ['artistName', 100, 'Artist name must be at most 100 characters'],
    ['bio', 500, 'Bio must be less than 500 characters'],
    ['location', 200, 'Location must be at most 200 characters'],
    ['depositPolicy', 1000, 'Deposit policy must be at most 1000 characters'],
  ]),
  ...fieldRows('admin artist update', adminArtistUpdateSchema, {}, [
    ['artistName', 100, 'Artist name must be at most 100 characters'],
    ['bio', 500, 'Bio must be less than 500 characters'],
    ['studioName', 100, 'Studio name must be at most 100 characters'],
    ['location', 200, 'Location must be at most 200 characters'],
    ['locationAddress', 300, 'Address must be at most 300 characters'],
    ['phone', 50, 'Phone number must be at most 50 characters'],
  ]),
  // Studio application and edits.
  ...fieldRows('studio application', studioApplicationSchema, studioApplication, [
    ['studioName', 100, 'Studio name must be at most 100 characters'],
    ['tagline', 100, 'Tagline must be less than 100 characters'],
    ['description', 2000, 'Description must be at most 2000 characters'],
    ['location', 200, 'Location must be at most 200 characters'],
    ['locationAddress', 300, 'Address must be at most 300 characters'],
    ['phone', 50, 'Phone number must be at most 50 characters'],
    ['depositPolicy', 1000, 'Deposit policy must be at most 1000 characters'],
    ['ageRequirements', 500, 'Age requirements must be at most 500 characters'],
    ['instagramHandle', 200, 'Instagram handle must be at most 200 characters'],
  ]),
  [
    'studio application businessEmail',
    {
      schema: studioApplicationSchema,
      body: field(studioApplication, 'businessEmail'),
      path: 'businessEmail',
      max: 254,
      message: 'Email must be at most 254 characters',
      fill: email,
    },
  ],
  [
    'studio application businessHours.monday',
    {
      schema: studioApplicationSchema,
      body: (monday) => ({ ...studioApplication, businessHours: { monday } }),
      path: 'businessHours.monday',
      max: 100,
      message: 'Keep opening hours under 100 characters',
    },
  ],
  ...fieldRows('studio update', studioUpdateSchema, {}, [
    ['description', 2000, 'Description must be at most 2000 characters'],
    ['cancellationPolicy', 1000, 'Cancellation policy must be at most 1000 characters'],
  ]),
  ...fieldRows('admin studio update', adminStudioUpdateSchema, {}, [
    ['studioName', 100, 'Studio name must be at most 100 characters'],
    ['tagline', 100, 'Tagline must be less than 100 characters'],
    ['description', 2000, 'Description must be at most 2000 characters'],
    ['location', 200, 'Location must be at most 200 characters'],
    ['locationAddress', 300, 'Address must be at most 300 characters'],
    ['phone', 50, 'Phone number must be at most 50 characters'],
  ]),
  // Inquiries.
  ...fieldRows('artist inquiry', artistInquiryBodySchema, artistInquiry, [
    ['concept', 2000, 'Concept must be at most 2000 characters'],
    ['fullName', 100, 'Full name must be at most 100 characters'],
    ['phone', 50, 'Phone number must be at most 50 characters'],
    ['schedulingNotes', 2000, 'Please keep this under 2000 characters'],
    ['additionalNotes', 2000, 'Please keep this under 2000 characters'],
  ]),
  [
    'artist inquiry availableDates',
    {
      schema: artistInquiryBodySchema,
      body: (date) => ({ ...artistInquiry, availableDates: [date] }),
      path: 'availableDates.0',
      max: 500,
      message: 'Available dates must be at most 500 characters',
    },
  ],
  ...fieldRows('studio inquiry', studioInquiryBodySchema, studioInquiry, [
    ['description', 10_000, 'Description must be at most 10000 characters'],
    ['budgetRange', 10_000, 'Budget range must be at most 10000 characters'],
    ['timeline', 10_000, 'Timeline must be at most 10000 characters'],
  ]),
  [
    'inquiry notes',
    {
      schema: inquiryNotesBodySchema,
      body: field({}, 'notes'),
      path: 'notes',
      max: 5000,
      message: 'Notes must be at most 5000 characters',
    },
  ],
  [
    'studio inquiry response',
    {
      schema: studioInquiryStatusBodySchema,
      body: field({ status: 'approved' }, 'response'),
      path: 'response',
      max: 2000,
      message: 'Please keep this under 2000 characters',
    },
  ],
  // Design requests, claims, sign-in.
  ...fieldRows('design request', designRequestSchema, design, [
    ['style', 50, 'Choose a style'],
    ['subject', 200, 'Please keep the subject under 200 characters'],
    ['placement', 50, 'Choose a placement'],
    ['size', 50, 'Choose a size'],
    ['extraDetails', 500, 'Please keep the details under 500 characters'],
  ]),
  [
    'claim message',
    {
      schema: createClaimBodySchema,
      body: field({ studioId: ID, artistId: ID }, 'message'),
      path: 'message',
      max: 500,
      message: 'Please keep the message under 500 characters',
    },
  ],
  [
    'login email',
    {
      schema: loginBodySchema,
      body: field({ password: 'secret' }, 'email'),
      path: 'email',
      max: 254,
      message: 'Email must be at most 254 characters',
      fill: email,
    },
  ],
  [
    'login password',
    {
      schema: loginBodySchema,
      body: field({ email: 'a@example.com' }, 'password'),
      path: 'password',
      max: 200,
      message: 'Password must be 200 characters or less',
    },
  ],
  // Query strings and path segments.
  ...(
    [
      ['artist list q', artistListQuerySchema, 'q', 100, 'Search must be at most 100 characters'],
      ['artist list style', artistListQuerySchema, 'style', 50, 'Style must be at most 50 characters'],
      ['studio list q', studioListQuerySchema, 'q', 100, 'Search must be at most 100 characters'],
      [
        'studio list specialization',
        studioListQuerySchema,
        'specialization',
        50,
        'Specialization must be at most 50 characters',
      ],
      ['admin list q', adminListQuerySchema, 'q', 100, 'Search must be at most 100 characters'],
      ['artist search q', artistSearchQuerySchema, 'q', 100, 'Search must be at most 100 characters'],
      ['geocode q', geocodeQuerySchema, 'q', 200, 'Address search is limited to 200 characters'],
      ['artist handle', artistHandleParamsSchema, 'handle', 200, 'Handle must be at most 200 characters'],
      ['studio handle', studioHandleParamsSchema, 'handle', 200, 'Handle must be at most 200 characters'],
      [
        'download filename',
        downloadImageQuerySchema,
        'filename',
        200,
        'filename must be at most 200 characters',
      ],
    ] as const
  ).map(([name, schema, key, max, message]): [string, Row] => [
    name,
    {
      schema,
      body: field(key === 'filename' ? { url: '/media/x' } : {}, key),
      path: key,
      max,
      message,
    },
  ]),
  [
    'download url',
    {
      schema: downloadImageQuerySchema,
      body: field({}, 'url'),
      path: 'url',
      max: 2048,
      message: 'url must be at most 2048 characters',
    },
  ],
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
];

/** The first message per field, as the 400 answer's `fields` would carry it. */
function fieldMessages(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('text lengths', () => {
  it.each(rows)('%s: the maximum is accepted, one more is refused with its message', (_name, row) => {
    const fill = row.fill ?? letters;
    expect(fill(row.max)).toHaveLength(row.max);
    const atMax = row.schema.safeParse(row.body(fill(row.max)));
    expect(atMax.error?.issues ?? []).toEqual([]);
    expect(fieldMessages(row.schema, row.body(fill(row.max + 1)))[row.path]).toBe(row.message);
  });

  it('refuses a 5 MB artist name and location without trying anything else on them', () => {
    const huge = 'x'.repeat(5 * 1024 * 1024);
    expect(
      fieldMessages(artistApplicationSchema, { ...artistApplication, artistName: huge, location: huge }),
    ).toEqual({
      artistName: 'Artist name must be at most 100 characters',
      location: 'Location must be at most 200 characters',
    });
  });
});

describe('characters that are not text', () => {
  // A short value that fits every field above once the character is inside it.
  const withInside = (character: string) => `ab${character}cd`;

  it.each(rows.filter(([name]) => !/email|website|url|instagramHandle|password|handle$/i.test(name)))(
    '%s: a NUL byte is refused with a clear message',
    (_name, row) => {
      const message = fieldMessages(row.schema, row.body(withInside('\u0000')))[row.path];
      expect(message).toMatch(/ contains characters that are not allowed$/);
    },
  );

  it('refuses other control characters and lone surrogates, in one-line and multi-line text', () => {
    for (const character of ['\u0007', '\u001b', '\u007f', '\ud800', '\udc00']) {
      expect(fieldMessages(artistUpdateSchema, { artistName: withInside(character) })).toEqual({
        artistName: 'Artist name contains characters that are not allowed',
      });
      expect(
        fieldMessages(artistInquiryBodySchema, {
          ...artistInquiry,
          concept: `${inquiry.concept}${character}`,
        }),
      ).toEqual({
        concept: 'Concept contains characters that are not allowed',
      });
    }
  });

  it('keeps tabs and line breaks in multi-line text, and refuses them in one-line text', () => {
    const concept = `${inquiry.concept}\r\n\tand a lotus underneath`;
    expect(artistInquiryBodySchema.parse({ ...artistInquiry, concept }).concept).toBe(concept);
    expect(fieldMessages(artistUpdateSchema, { artistName: 'Maya\nStone' })).toEqual({
      artistName: 'Artist name contains characters that are not allowed',
    });
    // A whole emoji is text: only half of one (a lone surrogate) is refused.
    expect(artistUpdateSchema.parse({ artistName: 'Maya 🌹' }).artistName).toBe('Maya 🌹');
  });

  it('refuses a NUL in emails, websites, handles and passwords by their own rules', () => {
    expect(fieldMessages(loginBodySchema, { email: 'a\u0000@example.com', password: 'x' }).email).toBe(
      'Please enter a valid email address',
    );
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

import { expect, it } from 'vitest';
import { artistInquiryBodySchema, studioInquiryBodySchema, studioInquiryStatusBodySchema } from './inquiry';
import { inquiryNotesBodySchema } from './inquiry-notes';
import { type BoundRows, describeBounds, fieldMessages, fieldRows, ID } from './testing/bounds';

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

describeBounds([
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
  ...fieldRows('inquiry', inquiryNotesBodySchema, {}, [
    ['notes', 5000, 'Notes must be at most 5000 characters'],
  ]),
  ...fieldRows('studio inquiry', studioInquiryStatusBodySchema, { status: 'approved' }, [
    ['response', 2000, 'Please keep this under 2000 characters'],
  ]),
] satisfies BoundRows);

it('refuses control characters and lone surrogates in multi-line text', () => {
  for (const character of ['\u0007', '\u001b', '\u007f', '\ud800', '\udc00'])
    expect(
      fieldMessages(artistInquiryBodySchema, { ...artistInquiry, concept: `${inquiry.concept}${character}` }),
    ).toEqual({ concept: 'Concept contains characters that are not allowed' });
});

it('keeps tabs and line breaks in multi-line text', () => {
  const concept = `${inquiry.concept}\r\n\tand a lotus underneath`;
  expect(artistInquiryBodySchema.parse({ ...artistInquiry, concept }).concept).toBe(concept);
});

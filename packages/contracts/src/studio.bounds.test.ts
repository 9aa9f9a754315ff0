import {
  adminStudioUpdateSchema,
  studioApplicationSchema,
  studioHandleParamsSchema,
  studioListQuerySchema,
  studioUpdateSchema,
} from './studio';
import { type BoundRows, describeBounds, emailOfLength, field, fieldRows, PNG } from './testing/bounds';

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

/** The profile's texts, bounded alike in the application and an admin's edit. */
const profile = [
  ['studioName', 100, 'Studio name must be at most 100 characters'],
  ['tagline', 100, 'Tagline must be less than 100 characters'],
  ['description', 2000, 'Description must be at most 2000 characters'],
  ['location', 200, 'Location must be at most 200 characters'],
  ['locationAddress', 300, 'Address must be at most 300 characters'],
  ['phone', 50, 'Phone number must be at most 50 characters'],
] as const;

describeBounds([
  ...fieldRows('studio application', studioApplicationSchema, studioApplication, [
    ...profile,
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
      fill: emailOfLength,
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
  ...fieldRows('admin studio update', adminStudioUpdateSchema, {}, profile),
  // Query strings and path segments.
  ...fieldRows('studio list', studioListQuerySchema, {}, [
    ['q', 100, 'Search must be at most 100 characters'],
    ['specialization', 50, 'Specialization must be at most 50 characters'],
  ]),
  ...fieldRows('studio', studioHandleParamsSchema, {}, [
    ['handle', 200, 'Handle must be at most 200 characters'],
  ]),
] satisfies BoundRows);

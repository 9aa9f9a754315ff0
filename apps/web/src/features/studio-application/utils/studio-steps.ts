import type { StudioField } from './studio-form';

interface StudioStep {
  title: string;
  description: string;
  /** What Continue checks before moving on. */
  fields: readonly StudioField[];
}

/** Spec §2 "Studio application wizard": steps 0-5, shown as 'Step {index + 1} of 6'. */
export const studioSteps: readonly StudioStep[] = [
  {
    title: "Welcome! Let's get started",
    description: 'Start with the name clients know you by and your logo.',
    fields: ['studioName', 'logo'],
  },
  {
    title: 'Tell us about your studio',
    description: 'Your story and the work your artists are known for.',
    fields: ['tagline', 'description', 'establishedYear', 'specializations'],
  },
  {
    title: 'Show us your space',
    description: 'A banner for the top of your page, then photos inside and outside the studio.',
    fields: ['bannerImage', 'interiorImages', 'exteriorImages'],
  },
  {
    title: 'Business & contact details',
    description: 'Where to find you, how to reach you, and the account you will sign in with.',
    fields: [
      'location',
      'locationAddress',
      'phone',
      'businessEmail',
      'instagramHandle',
      'website',
      'businessHours',
      'appointmentType',
      'password',
      'confirmPassword',
    ],
  },
  {
    title: 'Set your policies',
    description: 'What clients should know before they book.',
    fields: ['depositPolicy', 'cancellationPolicy', 'shopMinimum', 'ageRequirements', 'handlesDeposits'],
  },
  {
    title: 'Preview your profile',
    description: 'This is how your studio page will look once it is approved.',
    fields: [],
  },
];

/** Indexes into `studioSteps`, for the steps the wizard treats specially. */
export const STEP = { welcome: 0, about: 1, space: 2, contact: 3, policies: 4, preview: 5 } as const;

/** The step that asks for a field (the form's top-level name, e.g. 'businessHours' for 'businessHours.monday'). */
export const stepOfField = (field: string) =>
  Math.max(
    0,
    studioSteps.findIndex((step) => step.fields.some((name) => name === field)),
  );

/** Where the application's draft is kept in the tab (usePersistedDraft). */
export const STUDIO_DRAFT = 'application:studio';

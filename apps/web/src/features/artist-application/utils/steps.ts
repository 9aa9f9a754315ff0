/** The wizard's steps in order, with the titles of spec §2; 'Step N of 6' counts these. */
export const stepTitles = [
  "Welcome! Let's get started",
  'Tell us about your style',
  'Show us your work',
  'Where can clients find you?',
  'Set your policies',
  'Preview your profile',
] as const;

export const STEP_COUNT = stepTitles.length;

/** Where the application's draft is kept in the tab (usePersistedDraft). */
export const ARTIST_DRAFT = 'application:artist';

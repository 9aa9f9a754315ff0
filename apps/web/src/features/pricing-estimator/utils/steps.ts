/** The estimator's five steps in order (spec §2); 'Step N of 5' counts these. 0 is the welcome screen. */
export const stepTitles = [
  'Describe your tattoo',
  'Where will it go?',
  'Size and detail',
  'Style and artist',
  'Where will you get it done?',
] as const;

export const STEP_COUNT = stepTitles.length;
/** The screen after the last step: 'Your Tattoo Quote'. */
export const RESULT_STEP = STEP_COUNT + 1;

/** The generator's steps in order (spec §2); 'Step N of 6' counts these. 0 is the welcome screen. */
export const stepTitles = [
  'Choose Your Style',
  'Design Concept',
  'Placement & Size',
  'Color Preferences',
  'Extra Details',
  'Your AI-Generated Designs',
] as const;

export const STEP_COUNT = stepTitles.length;
/** The step whose button is 'Generate Designs', where a failed generation lands. */
export const DETAILS_STEP = 5;
/** The designs: 'Your AI-Generated Designs'. */
export const RESULTS_STEP = 6;

import { browseStyles } from '@inkbook/contracts/styles';
import { tattooSizes } from '@inkbook/contracts/tattoo-options';

/** Every style an artist can hold, so 'Find an Artist for This Style' always has a filter to open. */
export const generatorStyles = browseStyles;

/** Spec §2: a click on one replaces the subject. */
export const quickPicks = [
  'Dragon',
  'Rose',
  'Skull',
  'Eagle',
  'Lion',
  'Wolf',
  'Snake',
  'Phoenix',
  'Tiger',
  'Butterfly',
  'Tree',
  'Mountain',
] as const;

/** Spec §2's subject examples. */
export const subjectExamples = ['Roaring Lion', 'Hawaiian Pineapple', 'The year 2025'] as const;

/** The named sizes: 'Not Sure' belongs to the inquiry dialogs and 'Custom Size' to the estimator (spec §9). */
export const generatorSizes = tattooSizes
  .filter((size) => size.assumedInches !== null && size.value !== 'unsure')
  .map(({ value, label, inches }) => ({ value, label, description: inches }));

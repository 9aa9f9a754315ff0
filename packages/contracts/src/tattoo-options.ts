/**
 * The option lists the inquiry dialogs, the design generator and the price estimator share (spec §9), with the
 * numbers the quote formulas read. One list per concept so the web forms and the services cannot disagree.
 */

/** A choice as forms show it: the stored value and its label. */
export interface Option<V extends string> {
  value: V;
  label: string;
}

/** Sizes: label, the range shown, and the square side (inches) the quote assumes. */
export const sizeValues = [
  'extra-small',
  'small',
  'medium',
  'large',
  'extra-large',
  'unsure',
  'custom',
] as const;
export type TattooSize = (typeof sizeValues)[number];
export const tattooSizes = [
  { value: 'extra-small', label: 'Extra Small', inches: '1-2"', assumedInches: 1.5 },
  { value: 'small', label: 'Small', inches: '2-4"', assumedInches: 3 },
  { value: 'medium', label: 'Medium', inches: '4-6"', assumedInches: 5 },
  { value: 'large', label: 'Large', inches: '6-10"', assumedInches: 8 },
  { value: 'extra-large', label: 'Extra Large', inches: '10+"', assumedInches: 12 },
  /** Inquiry dialogs only: the client does not know yet; priced as medium. */
  { value: 'unsure', label: 'Not Sure', inches: 'N/A', assumedInches: 5 },
  /** Estimator only: the client types width and height. */
  { value: 'custom', label: 'Custom Size', inches: 'Custom', assumedInches: null },
] as const satisfies readonly (Option<TattooSize> & { inches: string; assumedInches: number | null })[];

/**
 * Placement areas in three groups. Stored values carry the group prefix (spec §3: arm-, upper-, lower-) because
 * 'Other' exists in every group; the rest of the value is the label in kebab case.
 */
export const placementAreaValues = [
  ...['arm-shoulder', 'arm-upper-arm', 'arm-lower-arm', 'arm-wrist', 'arm-hand', 'arm-other'],
  ...['upper-neck', 'upper-head', 'upper-chest', 'upper-back', 'upper-abdomen', 'upper-other'],
  ...['lower-foot', 'lower-lower-leg', 'lower-upper-leg', 'lower-hips', 'lower-buttocks', 'lower-other'],
] as const;
export type PlacementArea = (typeof placementAreaValues)[number];

const area = (value: PlacementArea, label: string) => ({ value, label });
export const placementGroups = [
  {
    key: 'arm',
    label: 'Arm',
    areas: [
      area('arm-shoulder', 'Shoulder'),
      area('arm-upper-arm', 'Upper Arm'),
      area('arm-lower-arm', 'Lower Arm'),
      area('arm-wrist', 'Wrist'),
      area('arm-hand', 'Hand'),
      area('arm-other', 'Other'),
    ],
  },
  {
    key: 'upper',
    label: 'Upper Body',
    areas: [
      area('upper-neck', 'Neck'),
      area('upper-head', 'Head'),
      area('upper-chest', 'Chest'),
      area('upper-back', 'Back'),
      area('upper-abdomen', 'Abdomen'),
      area('upper-other', 'Other'),
    ],
  },
  {
    key: 'lower',
    label: 'Lower Body',
    areas: [
      area('lower-foot', 'Foot'),
      area('lower-lower-leg', 'Lower Leg'),
      area('lower-upper-leg', 'Upper Leg'),
      area('lower-hips', 'Hips'),
      area('lower-buttocks', 'Buttocks'),
      area('lower-other', 'Other'),
    ],
  },
] as const;

/** 'Lower Leg' for 'lower-lower-leg'; unknown values are shown as they are. */
export const placementAreaLabel = (value: string) =>
  placementGroups.flatMap((g) => g.areas).find((a) => a.value === value)?.label ?? value;

/** Areas that take longer to tattoo (spec §9); each quote adds half an hour when any is chosen. */
const TRICKY = new Set(['wrist', 'hand', 'neck', 'foot', 'lower-leg']);

/** Tolerates the prefixed value ('lower-lower-leg'), a bare label ('Lower Leg') or a kebab name ('wrist'). */
export function isTrickyPlacement(placement: string): boolean {
  const kebab = placement.trim().toLowerCase().replace(/\s+/g, '-');
  const bare = kebab.replace(/^(arm|upper|lower)-(?=.)/, '');
  return TRICKY.has(kebab) || TRICKY.has(bare);
}

/** Complexity levels and how much longer each takes than a simple piece. */
export const complexityValues = ['simple', 'moderate', 'detailed', 'realism'] as const;
export type Complexity = (typeof complexityValues)[number];
export const complexityLevels = [
  { value: 'simple', label: 'Simple', description: 'Solid colors, basic shapes', multiplier: 1 },
  { value: 'moderate', label: 'Moderate', description: 'Some detail, simple shading', multiplier: 1.15 },
  {
    value: 'detailed',
    label: 'Detailed',
    description: 'Complex linework, intricate patterns',
    multiplier: 1.35,
  },
  { value: 'realism', label: 'Realism', description: 'Photo-realistic, portraits', multiplier: 1.6 },
] as const satisfies readonly (Option<Complexity> & { description: string; multiplier: number })[];

/** Colour styles of the estimator and inquiries, with their price multipliers. */
export const colorStyleValues = ['blackgrey', 'popcolor', 'color'] as const;
export type ColorStyle = (typeof colorStyleValues)[number];
export const colorStyles = [
  { value: 'blackgrey', label: 'Black & Grey', multiplier: 1 },
  { value: 'popcolor', label: 'Black & Grey with Pop of Color', multiplier: 1.15 },
  { value: 'color', label: 'Color', multiplier: 1.3 },
] as const satisfies readonly (Option<ColorStyle> & { multiplier: number })[];

/** Artist tiers and hourly rates (USD). */
export const artistTierValues = ['apprentice', 'standard', 'senior'] as const;
export type ArtistTier = (typeof artistTierValues)[number];
export const artistTiers = [
  { value: 'apprentice', label: 'Apprentice', description: 'New artists building portfolio', rate: 120 },
  { value: 'standard', label: 'Standard', description: 'Experienced', rate: 200 },
  { value: 'senior', label: 'Senior', description: 'Master', rate: 300 },
] as const satisfies readonly (Option<ArtistTier> & { description: string; rate: number })[];

/** The design generator's colour choice ('Black & gray or full color?'). */
export const colorOptionValues = ['black-and-grey', 'color', 'watercolor'] as const;
export type ColorOption = (typeof colorOptionValues)[number];
export const colorOptions = [
  { value: 'black-and-grey', label: 'Black and Grey' },
  { value: 'color', label: 'Color (Full Color)' },
  { value: 'watercolor', label: 'Watercolor' },
] as const satisfies readonly Option<ColorOption>[];

/** Look-ups the quote formulas use; an unknown or missing choice multiplies by 1. */
export const sizeAssumedInches = (size: TattooSize) =>
  tattooSizes.find((s) => s.value === size)?.assumedInches;
export const complexityMultiplier = (value: Complexity | null | undefined) =>
  complexityLevels.find((level) => level.value === value)?.multiplier ?? 1;
export const styleMultiplier = (value: ColorStyle | null | undefined) =>
  colorStyles.find((style) => style.value === value)?.multiplier ?? 1;
export const tierRate = (value: ArtistTier | null | undefined) =>
  artistTiers.find((tier) => tier.value === value)?.rate;

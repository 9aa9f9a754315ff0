import { z } from 'zod';
import { dollars } from './budget';
import { imageRefSchema } from './media';
import {
  artistTierSchema,
  colorStyleSchema,
  complexitySchema,
  placementAreaSchema,
  sizeSchema,
} from './tattoo-option-schemas';
import {
  type ArtistTier,
  type ColorStyle,
  type Complexity,
  complexityMultiplier,
  isTrickyPlacement,
  sizeAssumedInches,
  styleMultiplier,
  type TattooSize,
  tierRate,
} from './tattoo-options';

/**
 * The two price formulas of spec §9. The inquiry dialog shows the artist-inquiry quote and the inquiries
 * service stores it on the inquiry (ai* fields); the price estimator shows the estimator quote. They differ on
 * purpose (rate, rounding, deposit share), so they are two functions, not one with options.
 */

/** The rate the artist-inquiry quote assumes (the 'standard' tier). */
export const INQUIRY_HOURLY_RATE = 200;
/** The estimator's rate when no tier was chosen. */
export const DEFAULT_ESTIMATOR_RATE = 250;
/** Hours added for a wraparound design or a tricky placement. */
const EXTRA_HOURS = 0.5;

// Hand arithmetic is exact but doubles are not: 0.85 × 500 may come out as 424.99999999999994, which must
// still round like 425. Cleaning the quotient to 6 decimals first removes that noise before rounding.
const clean = (x: number) => Number(x.toFixed(6));
const roundTo = (x: number, step: number) => Math.round(clean(x / step)) * step;
const ceilTo = (x: number, step: number) => Math.ceil(clean(x / step)) * step;

export interface SizeInput {
  size?: TattooSize | '' | null | undefined;
  width?: number | null | undefined;
  height?: number | null | undefined;
}

/**
 * Width and height in inches: a named size is a square of its assumed side; 'custom' (or no size with explicit
 * dimensions) uses the typed ones; anything missing counts as 0, which the one-hour minimum then absorbs.
 */
export function tattooDimensions({ size, width, height }: SizeInput): { width: number; height: number } {
  const side = size && size !== 'custom' ? sizeAssumedInches(size) : undefined;
  if (typeof side === 'number') return { width: side, height: side };
  const inches = (n: number | null | undefined) =>
    typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
  return { width: inches(width), height: inches(height) };
}

/** Hours as a quote shows them, to one decimal (spec §9), rounded as they are stored: '1.0 h', '4.1 h'. */
export const hoursText = (hours: number) => `${(Math.round(clean(hours * 10)) / 10).toFixed(1)} h`;

/** One hour per 12 square inches, rounded up, never under one hour. */
export function baseHours(dimensions: { width: number; height: number }): number {
  return Math.max(1, Math.ceil(clean((dimensions.width * dimensions.height) / 12)));
}

const hasTrickyPlacement = (placements: readonly string[]) => placements.some(isTrickyPlacement);

export interface ArtistInquiryQuoteInput extends SizeInput {
  placements: readonly string[];
  complexity?: Complexity | null | undefined;
  style?: ColorStyle | null | undefined;
}

export interface ArtistInquiryQuote {
  /** Base hours plus the tricky-placement half hour, before complexity. */
  hours: number;
  /** hours × complexity: the time the price is based on (stored to one decimal as aiEstimatedHours). */
  estimatedHours: number;
  hourlyRate: number;
  price: number;
  low: number;
  high: number;
  deposit: number;
  /** '$600 - $800' */
  rangeText: string;
}

export function artistInquiryQuote(input: ArtistInquiryQuoteInput): ArtistInquiryQuote {
  const rate = INQUIRY_HOURLY_RATE;
  const hours = baseHours(tattooDimensions(input)) + (hasTrickyPlacement(input.placements) ? EXTRA_HOURS : 0);
  const time = hours * complexityMultiplier(input.complexity);
  // Multipliers are all ≥ 1, so the one-hour floor only guards against future lists with cheaper options.
  const price = Math.max(rate, time * rate * styleMultiplier(input.style));
  const low = roundTo(price * 0.85, 50);
  const high = roundTo(price * 1.15, 50);
  return {
    hours,
    estimatedHours: time,
    hourlyRate: rate,
    price,
    low,
    high,
    deposit: roundTo(low * 0.3, 25),
    rangeText: `${dollars(low)} - ${dollars(high)}`,
  };
}

/** The estimator's answers (spec §3 "Pricing state"); the estimator makes no calls, the web keeps this. */
export const pricingStateSchema = z.object({
  description: z.string().default(''),
  referenceImages: z.array(imageRefSchema).max(5, 'Maximum 5 images allowed').default([]),
  placementAreas: z.array(placementAreaSchema).default([]),
  placementImages: z.array(imageRefSchema).max(3, 'Maximum 3 images allowed').default([]),
  size: sizeSchema.or(z.literal('')).default(''),
  customWidth: z.number().nonnegative().nullable().default(null),
  customHeight: z.number().nonnegative().nullable().default(null),
  style: colorStyleSchema.or(z.literal('')).default(''),
  artistTier: artistTierSchema.or(z.literal('')).default(''),
  complexity: complexitySchema.or(z.literal('')).default(''),
  market: z.string().default(''),
  isWraparound: z.boolean().default(false),
});
export type PricingState = z.infer<typeof pricingStateSchema>;

export interface EstimatorQuote {
  /** Effective hours to one decimal. */
  estimatedHours: number;
  hourlyRate: number;
  /** '$1,200–$1,600' (en dash, as the result card shows it). */
  quoteRange: string;
  low: number;
  high: number;
  deposit: number;
  breakdown: {
    baseTime: number;
    complexityMultiplier: number;
    styleMultiplier: number;
    /** 0.5 or 0 hours. */
    wraparound: number;
    /** 0.5 or 0 hours. */
    trickyPlacement: number;
    /** Price rounded up to the next $50. */
    subtotal: number;
    /** Price rounded to the dollar. */
    total: number;
  };
}

type EstimatorInput = Pick<
  PricingState,
  'size' | 'customWidth' | 'customHeight' | 'placementAreas' | 'isWraparound' | 'complexity' | 'style'
> & { artistTier?: ArtistTier | '' | null | undefined };

export function estimatorQuote(state: EstimatorInput): EstimatorQuote {
  const baseTime = baseHours(
    tattooDimensions({ size: state.size, width: state.customWidth, height: state.customHeight }),
  );
  const wraparound = state.isWraparound ? EXTRA_HOURS : 0;
  const trickyPlacement = hasTrickyPlacement(state.placementAreas) ? EXTRA_HOURS : 0;
  const complexity = complexityMultiplier(state.complexity || null);
  const style = styleMultiplier(state.style || null);
  const hours = (baseTime + wraparound + trickyPlacement) * complexity;
  const rate = tierRate(state.artistTier || null) ?? DEFAULT_ESTIMATOR_RATE;
  const price = Math.max(rate, hours * rate * style);
  const low = roundTo(price * 0.85, 100);
  const high = roundTo(price * 1.15, 100);
  return {
    estimatedHours: Math.round(clean(hours * 10)) / 10,
    hourlyRate: rate,
    quoteRange: `${dollars(low)}–${dollars(high)}`,
    low,
    high,
    deposit: roundTo(price * 0.5, 100),
    breakdown: {
      baseTime,
      complexityMultiplier: complexity,
      styleMultiplier: style,
      wraparound,
      trickyPlacement,
      subtotal: ceilTo(price, 50),
      total: Math.round(clean(price)),
    },
  };
}

import { z } from 'zod';
import {
  artistTierValues,
  colorOptionValues,
  colorStyleValues,
  complexityValues,
  placementAreaValues,
  sizeValues,
} from './tattoo-options';

// The option lists' schemas, apart from the lists: a screen that only shows labels does not build zod.
export const sizeSchema = z.enum(sizeValues, { error: 'Please select a size' });
/** What an inquiry may carry ('custom' belongs to the estimator). */
export const inquirySizeSchema = sizeSchema.exclude(['custom'], { error: 'Please select a size' });
export const placementAreaSchema = z.enum(placementAreaValues, { error: 'Unknown placement area' });
export const complexitySchema = z.enum(complexityValues, { error: 'Please select a complexity level' });
export const colorStyleSchema = z.enum(colorStyleValues, { error: 'Please select a style' });
export const artistTierSchema = z.enum(artistTierValues, { error: 'Please select an artist tier' });
export const colorOptionSchema = z.enum(colorOptionValues, { error: 'Please select a color option' });

import type { ColorOption } from '@inkbook/contracts/tattoo-options';
import type { Hue } from './art';

export type Palette = Record<Hue, string>;

/** Flat tattoo colours: a few saturated inks, as a shop's wall of flash uses. */
const color: Palette = {
  red: '#c8102e',
  green: '#2e7d32',
  gold: '#f2b705',
  blue: '#1f5fae',
  brown: '#8a5a2b',
  orange: '#e8701a',
  cream: '#f6e7c8',
  grey: '#8c8f94',
  purple: '#6a3d9a',
  teal: '#12898a',
  pink: '#ef8fa8',
};

/** Washes: the same inks thinned, as watercolour pigment looks on skin. */
const watercolor: Palette = {
  red: '#f0617a',
  green: '#6cc48a',
  gold: '#ffd35c',
  blue: '#5fa8f0',
  brown: '#c9935a',
  orange: '#ffa05a',
  cream: '#fff1d6',
  grey: '#b3bac4',
  purple: '#b07be0',
  teal: '#4fd0c9',
  pink: '#ffb3c8',
};

/** Black and grey: each colour becomes the grey wash of its lightness, so shapes still read apart. */
const blackAndGrey: Palette = {
  red: '#4d4d4d',
  green: '#6e6e6e',
  gold: '#bdbdbd',
  blue: '#3d3d3d',
  brown: '#5a5a5a',
  orange: '#8f8f8f',
  cream: '#ececec',
  grey: '#a0a0a0',
  purple: '#474747',
  teal: '#7a7a7a',
  pink: '#cfcfcf',
};

export const palettes: Record<ColorOption, Palette> = {
  'black-and-grey': blackAndGrey,
  color,
  watercolor,
};

/** Inks a design trades for its neighbours', so the four designs of one request differ in their accents too. */
const accentSwaps: Partial<Record<Hue, Hue>>[] = [
  {},
  {},
  { green: 'teal', teal: 'green' },
  { gold: 'orange', orange: 'gold', blue: 'teal', teal: 'blue' },
];

/** The colour option's palette with the accents of the design's `variant` (1–4). */
export function accented(palette: Palette, variant: number): Palette {
  const swaps = accentSwaps[(variant - 1) % accentSwaps.length] ?? {};
  const out = { ...palette };
  for (const [hue, other] of Object.entries(swaps) as [Hue, Hue][]) out[hue] = palette[other];
  return out;
}

/** The colours a drawing names; the palette of the chosen colour option decides how each is painted. */
const hues = [
  'red',
  'green',
  'gold',
  'blue',
  'brown',
  'orange',
  'cream',
  'grey',
  'purple',
  'teal',
  'pink',
] as const;
export type Hue = (typeof hues)[number];

/** How much detail a drawing carries: fewer, wider-spaced lines hold up at smaller sizes. */
export type Detail = 0 | 1 | 2;

/**
 * One part of a drawing, in its own units (a 1000 × 1000 box), as layers the style paints differently: outlined shapes
 * (flat colour in Traditional, washes in Watercolor, nothing in Fine Line), interior detail lines, solid black
 * areas, and the areas a style shades. Shapes, details and solids are the line art a stencil keeps.
 */
export interface Art {
  shapes: { d: string; hue: Hue }[];
  details: string[];
  solids: string[];
  shades: string[];
  /** The smallest designed distance between two separate lines, centre to centre, in this drawing's units. */
  spacing: number;
}

export const art = (parts: Partial<Art> & { spacing: number }): Art => ({
  shapes: [],
  details: [],
  solids: [],
  shades: [],
  ...parts,
});

/** Spacing between repeated detail lines at each level of detail (the motif's own units). */
export const spacingFor = (detail: Detail, [full, medium, bold]: readonly [number, number, number]) =>
  detail === 2 ? full : detail === 1 ? medium : bold;

/** A drawing is its parts from back to front: a later part's shapes hide what they cover of earlier parts. */
export type Drawing = Art[];

/**
 * The drawing families every style maps to. A style changes how the drawing is made (line weights, which layers
 * are painted, what surrounds the motif), not only its colours.
 */
export const families = [
  'traditional',
  'fine-line',
  'black-and-gray',
  'geometric',
  'japanese',
  'watercolor',
  'minimalist',
] as const;
export type Family = (typeof families)[number];

/** Every style the product names (spec §9 lists), by its nearest family. */
const styleFamilies: Record<string, Family> = {
  traditional: 'traditional',
  'neo-traditional': 'traditional',
  'new school': 'traditional',
  color: 'traditional',
  'old school': 'traditional',
  'american traditional': 'traditional',
  'fine line': 'fine-line',
  botanical: 'fine-line',
  script: 'fine-line',
  lettering: 'fine-line',
  'script/lettering': 'fine-line',
  'black & gray': 'black-and-gray',
  'black & grey': 'black-and-gray',
  'black and gray': 'black-and-gray',
  'black and grey': 'black-and-gray',
  realistic: 'black-and-gray',
  realism: 'black-and-gray',
  portraits: 'black-and-gray',
  portrait: 'black-and-gray',
  biomechanical: 'black-and-gray',
  geometric: 'geometric',
  dotwork: 'geometric',
  mandala: 'geometric',
  'sacred geometry': 'geometric',
  abstract: 'geometric',
  tribal: 'geometric',
  blackwork: 'geometric',
  japanese: 'japanese',
  irezumi: 'japanese',
  watercolor: 'watercolor',
  watercolour: 'watercolor',
  minimalist: 'minimalist',
  minimal: 'minimalist',
};

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/**
 * The family of any style text: a known style, else one whose name the text contains ('Dark Japanese sleeve'),
 * else the known style spelled closest to it ('Geometrik'). Unknown styles never fail a request.
 */
export function familyOf(style: string): Family {
  const key = style.trim().toLowerCase().replace(/\s+/g, ' ').replace(/-/g, ' ');
  const names = Object.keys(styleFamilies);
  // Own keys only: a style typed as 'constructor' or 'toString' must not find what every object inherits (npm run fuzz).
  const known = (name: string) => (Object.hasOwn(styleFamilies, name) ? styleFamilies[name] : undefined);
  const exact = known(key) ?? known(key.replace(/ /g, '-'));
  if (exact) return exact;
  const contained = names
    .filter((name) => key.includes(name.replace(/-/g, ' ')))
    .sort((a, b) => b.length - a.length)[0];
  if (contained) return styleFamilies[contained] as Family;
  const nearest = names
    .map((name) => ({ name, distance: editDistance(key, name) / Math.max(key.length, name.length) }))
    .sort((a, b) => a.distance - b.distance)[0];
  return nearest && nearest.distance <= 0.5 ? (styleFamilies[nearest.name] as Family) : 'traditional';
}

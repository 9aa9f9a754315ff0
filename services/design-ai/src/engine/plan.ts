import type { DesignRequest } from '@inkbook/contracts/design';
import { type ColorOption, tattooSizes } from '@inkbook/contracts/tattoo-options';
import { type Family, familyOf } from './families';
import type { MotifName } from './motifs';
import { readSubject } from './subject';

/** The canvas a placement asks for: tall on a forearm or calf, wide across a chest or back, round on a shoulder. */
export type CanvasShape = 'tall' | 'wide' | 'round';
export type Extra = 'banner' | 'flowers' | 'dagger' | 'frame' | 'date';

/** Canvas sizes in drawing units; the long side is always 1000 (the hold-up check scales it to inches). */
export const canvasSizes: Record<CanvasShape, { width: number; height: number }> = {
  tall: { width: 750, height: 1000 },
  wide: { width: 1000, height: 750 },
  round: { width: 1000, height: 1000 },
};

/** What a request asks the engine to draw, with every free text read into one of the engine's choices. */
export interface Plan {
  family: Family;
  colorOption: ColorOption;
  shape: CanvasShape;
  /** The long side at true size: spec §9's assumed inches ('unsure' = 5), or inches the size text names. */
  inches: number;
  motif: MotifName | null;
  /** Short text to letter (`readSubject`): the whole piece without a motif, on a banner below one; null for none. */
  text: string | null;
  /** The subject word the engine has no drawing for (lettering stands in), for the results' note. */
  missing: string | null;
  extras: Extra[];
  /** The date or year the details name, for a date element (or a banner's words). */
  date: string | null;
  /** The extra details as written (a banner carries a phrase quoted in them). */
  details: string;
}

const TALL = /fore ?arm|lower.?arm|upper.?arm|lower.?leg|upper.?leg|calf|shin|thigh|spine|ribs?|side/;
const WIDE = /chest|back|collar|stomach|abdomen|hips?|wrist|buttocks?|sternum/;

export function canvasShapeOf(placement: string): CanvasShape {
  const text = placement.toLowerCase();
  if (TALL.test(text)) return 'tall';
  if (WIDE.test(text)) return 'wide';
  return 'round';
}

/** Inches of a size value or label ('medium', 'Large', '6 in', '3"'); unknown and 'unsure' read as 5. */
export function inchesOf(size: string): number {
  const text = size.trim().toLowerCase();
  const known = tattooSizes.find((s) => s.value === text || s.label.toLowerCase() === text);
  if (known) return known.assumedInches ?? 5;
  const number = /(\d+(?:\.\d+)?)/.exec(text);
  const inches = number ? Number(number[1]) : Number.NaN;
  return inches >= 0.5 && inches <= 40 ? inches : 5;
}

const EXTRAS: [Extra, RegExp][] = [
  ['banner', /banner|ribbon|scroll|name|words?|text|quote/],
  ['flowers', /flowers?|floral|blossoms?|petals?|roses|peon(y|ies)|lotus/],
  ['dagger', /dagger|knife|sword|blade/],
  ['frame', /frame|border|circle|badge|medallion/],
  ['date', /date|year|born|\b(1[89]|20)\d{2}\b/],
];

export function planOf(request: DesignRequest): Plan {
  const details = request.extraDetails ?? '';
  const { motif, lettering, missing } = readSubject(request.subject);
  const date = /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b(1[89]|20)\d{2}\b/.exec(details)?.[0] ?? null;
  return {
    family: familyOf(request.style),
    colorOption: request.colorOption,
    shape: canvasShapeOf(request.placement),
    inches: inchesOf(request.size),
    motif,
    text: lettering,
    missing,
    extras: EXTRAS.filter(([, pattern]) => pattern.test(details.toLowerCase())).map(([extra]) => extra),
    date,
    details,
  };
}

import type { Detail, Drawing } from '../art';
import type { Random } from '../random';
import { lion, tiger } from './big-cat';
import { eagle, phoenix } from './bird';
import { butterfly } from './butterfly';
import { mountain } from './mountain';
import { rose } from './rose';
import { dragon, snake } from './serpent';
import { skull } from './skull';
import { tree } from './tree';
import { wolf } from './wolf';

/** The 12 quick picks of the design generator (spec §2), each a drawing of its own. */
export const motifNames = [
  'dragon',
  'rose',
  'skull',
  'eagle',
  'lion',
  'wolf',
  'snake',
  'phoenix',
  'tiger',
  'butterfly',
  'tree',
  'mountain',
] as const;
export type MotifName = (typeof motifNames)[number];

export const motifs: Record<MotifName, (rng: Random, detail: Detail) => Drawing> = {
  dragon,
  rose,
  skull,
  eagle,
  lion,
  wolf,
  snake,
  phoenix,
  tiger,
  butterfly,
  tree,
  mountain,
};

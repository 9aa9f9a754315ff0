import { createHash } from 'node:crypto';

/** A seeded generator: the same seed draws the same design, byte for byte. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** A generator of its own for one part, so adding draws to one part does not change the others. */
  fork(label: string): Random;
}

/** mulberry32 over a 32-bit state derived from the seed text by SHA-256. */
export function createRandom(seed: string): Random {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    fork: (label) => createRandom(`${seed}/${label}`),
  };
  return random;
}

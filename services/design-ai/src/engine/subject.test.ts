import { describe, expect, it } from 'vitest';
import { drawDesign, noteFor } from '.';
import type { Layer } from './compose';
import { layout, placedBox } from './layout';
import { motifNames, motifs } from './motifs';
import { planOf } from './plan';
import { createRandom } from './random';
import { MAX_LETTERED_WORDS, readSubject } from './subject';

const request = {
  style: 'Traditional',
  subject: 'Rose',
  placement: 'arm-shoulder',
  size: 'large',
  colorOption: 'color',
} as const;

describe('the subject a prompt names', () => {
  it('knows at least 40 subjects, each with a drawing of its own', () => {
    expect(motifNames.length).toBeGreaterThanOrEqual(40);
    for (const name of motifNames) {
      const drawing = motifs[name](createRandom(name), 2);
      expect(drawing.some((part) => part.shapes.length + part.solids.length > 0)).toBe(true);
    }
  });

  it.each([
    ['Koi fish swimming upstream with waves', 'koi'],
    ['a goldfish', 'koi'],
    ['Carp', 'koi'],
    ['sleeping kitten', 'cat'],
    ['Crescent with stars', 'moon'],
    ['Sunburst', 'sun'],
    ['Sacred heart', 'heart'],
    ['compass rose', 'compass'],
    ['Serpent around a dagger', 'snake'],
    ['Two swallows', 'bird'],
    ['Grizzly', 'bear'],
    ['Stag with antlers', 'deer'],
    ['kraken', 'octopus'],
    ['Pocket watch', 'clock'],
    ['Roaring Lion', 'lion'],
  ])('reads %s as a %s', (subject, motif) => {
    expect(readSubject(subject)).toEqual({ motif, lettering: null, missing: null });
  });
});

describe('what is lettered', () => {
  it('never letters a long sentence, even one with no drawing', () => {
    const sentence = readSubject('A platypus swimming happily in a muddy river');
    expect(sentence).toEqual({ motif: null, lettering: 'platypus', missing: 'platypus' });
    expect(planOf({ ...request, subject: 'Koi fish swimming upstream with waves' }).text).toBeNull();
  });

  it(`letters a name, a date or ${MAX_LETTERED_WORDS} words or fewer`, () => {
    expect(readSubject('Mom 1985')).toEqual({ motif: null, lettering: 'Mom 1985', missing: null });
    expect(readSubject('The year 2025').lettering).toBe('The year 2025');
    expect(readSubject('In loving memory 1940-2020 always').lettering).toBe('1940');
    expect(readSubject('Rose with "Grandma" on a banner')).toEqual({
      motif: 'rose',
      lettering: 'Grandma',
      missing: null,
    });
  });

  it('names a subject it has no drawing for, and only then', () => {
    expect(readSubject('Hawaiian Pineapple')).toEqual({
      motif: null,
      lettering: 'Hawaiian Pineapple',
      missing: 'pineapple',
    });
    expect(noteFor({ ...request, subject: 'platypus' })).toBe(
      'We drew lettering: our built-in engine has no drawing for platypus yet',
    );
    expect(noteFor({ ...request, subject: 'koi' })).toBeUndefined();
    expect(noteFor({ ...request, subject: 'Mom 1985' })).toBeUndefined();
  });
});

describe('lettering is never covered', () => {
  const overlaps = (a: ReturnType<typeof placedBox>, b: ReturnType<typeof placedBox>) =>
    a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
  const clear = (layers: Layer[]) => {
    const words = layers.filter((l) => l.lettering).map(placedBox);
    expect(words.length).toBeGreaterThan(0);
    for (const layer of layers.filter((l) => !l.lettering))
      for (const box of words) expect(overlaps(placedBox(layer), box)).toBe(false);
  };

  it.each([
    ['Rose with "Mom" on it', 'A banner with flowers and a dagger in a frame'],
    ['Koi fish swimming upstream with waves', 'the year 1985'],
    ['Mom 1985', 'with flowers, a dagger, a frame'],
    ['platypus', undefined],
  ])('keeps every other element off the words of %s', (subject, extraDetails) => {
    for (const placement of ['arm-shoulder', 'arm-lower-arm', 'upper-back'])
      for (const variant of [1, 2, 3, 4]) {
        const plan = planOf({ ...request, subject, placement, ...(extraDetails ? { extraDetails } : {}) });
        clear(layout(plan, createRandom(`s${variant}`), 2, variant).layers);
      }
  });

  it('keeps the stencil check for lettering and motifs alike', async () => {
    for (const subject of ['koi', 'Mom 1985', 'compass', 'platypus']) {
      const design = await drawDesign({ ...request, subject }, 'check');
      expect(design.holdUp.holds).toBe(true);
      expect(design.holdUp.finestLineMm).toBeGreaterThanOrEqual(0.5);
      expect(design.holdUp.smallestGapMm).toBeGreaterThanOrEqual(1.5);
    }
  });
});

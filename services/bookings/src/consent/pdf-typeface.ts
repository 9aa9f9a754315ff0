import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The consent PDF's letters: Noto Sans (SIL Open Font License), bundled as fontsource's per-script subsets. A PDF's
// standard fonts know only WinAnsi and would throw on "Дарья"; no one subset has every script, so each character is
// drawn with the first subset that has it, and one that none has becomes a '?' rather than an error.

const require = createRequire(import.meta.url);

/** In the order a character looks for its glyph: Latin first (every text's spaces, digits and punctuation). */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const;

const REPLACEMENT = '?';

interface Face {
  bytes: Uint8Array;
  has(codePoint: number): boolean;
}

let faces: Promise<Face[]> | undefined;

/** The subsets, read once per process when the first PDF is made. */
const loadFaces = () => {
  faces ??= Promise.all(
    SUBSETS.map(async (subset) => {
      const bytes = await readFile(
        require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-400-normal.woff`),
      );
      const font = fontkit.create(bytes);
      return { bytes, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
    }),
  );
  return faces;
};

/** A piece of text drawn with one font. */
export interface Run {
  text: string;
  font: PDFFont;
}

/** What a PDF's writer draws text with: the runs of a line, and its width. */
export interface Typeface {
  runs(text: string): Run[];
  widthOf(text: string, size: number): number;
}

/**
 * The typeface for one document that will draw `texts` (all of them, known up front): only the subsets those
 * characters need are embedded, each cut down to the glyphs used.
 */
export async function embedTypeface(doc: PDFDocument, texts: readonly string[]): Promise<Typeface> {
  doc.registerFontkit(fontkit);
  const all = await loadFaces();
  // Which face draws a character (0, Latin, for the replacement).
  const faceOf = (char: string) => {
    const index = all.findIndex((face) => face.has(char.codePointAt(0) as number));
    return index < 0 ? { index: 0, char: REPLACEMENT } : { index, char };
  };

  const needed = new Set([0]);
  for (const text of texts) for (const char of printable(text)) needed.add(faceOf(char).index);
  const fonts = new Map<number, PDFFont>();
  for (const index of needed)
    fonts.set(index, await doc.embedFont((all[index] as Face).bytes, { subset: true }));

  const runs = (text: string): Run[] => {
    const out: { text: string; index: number }[] = [];
    for (const original of printable(text)) {
      const { index, char } = faceOf(original);
      const last = out.at(-1);
      if (last?.index === index) last.text += char;
      else out.push({ text: char, index });
    }
    return out.map((run) => ({ text: run.text, font: fonts.get(run.index) as PDFFont }));
  };
  return {
    runs,
    widthOf: (text, size) =>
      runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0),
  };
}

/**
 * The characters of one line as they are drawn: composed (an "e" and its accent as one "é", which the fonts have),
 * whitespace as spaces, control characters dropped.
 */
const printable = (text: string) =>
  [...text.normalize('NFC').replace(/\s/g, ' ')].filter((char) => !/\p{Cc}/u.test(char));

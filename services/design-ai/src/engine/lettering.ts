import { type Art, art, type Detail, type Drawing, type Hue } from './art';
import type { Family } from './families';
import { type Face, fontOf, letterHeightRatio } from './fonts';
import { extentOf, type Pt, smooth } from './geometry';
import { leaf } from './motifs/leaf';
import type { Random } from './random';

/** Lettering as it is drawn: its outlines and the height of its smallest letters, in drawing units. */
export interface Lettering {
  art: Art;
  letterHeight: number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

const faceOf = (family: Family): Face =>
  family === 'fine-line' || family === 'watercolor' || family === 'minimalist' ? 'script' : 'blackletter';

/** Words broken into lines of about `width` characters (a long word keeps its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + word.length + 1 <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length ? lines : [text];
}

/**
 * Text set in the family's face from its outlines (solid black letters), centred on (`x`, `y`) within `width`.
 * Longer text takes more, shorter lines; each line is scaled to the width, no larger than `maxSize`.
 */
export function setText(text: string, family: Family, [x, y]: Pt, width: number, maxSize: number): Lettering {
  const font = fontOf(faceOf(family));
  const lines = wrap(text, Math.max(10, Math.ceil(Math.sqrt(text.length * 4))));
  const size = Math.min(
    maxSize,
    ...lines.map((line) => (width / Math.max(1, font.getAdvanceWidth(line, 1000))) * 1000),
  );
  const lead = size * 1.1;
  const top = y - (lead * (lines.length - 1)) / 2 + size * 0.3;
  const glyphs = lines.map((line, i) => {
    const advance = font.getAdvanceWidth(line, size);
    return font.getPath(line, x - advance / 2, top + i * lead, size).toPathData(1);
  });
  const letterHeight = size * letterHeightRatio(font, text);
  return {
    // The counters of letters are their tightest gaps: about a third of the smallest letters' height.
    art: art({ solids: glyphs, spacing: letterHeight * 0.3 }),
    letterHeight,
    box: extentOf(glyphs),
  };
}

/** A ribbon banner across `x0`–`x1` at `y`, `h` tall, with folded, notched tails. */
export function ribbon(x0: number, x1: number, y: number, h: number, hue: Hue, rng: Random): Art {
  const sag = rng.range(-h * 0.4, h * 0.4);
  const mid = (x0 + x1) / 2;
  const band: Pt[] = [
    [x0, y - h / 2],
    [mid, y - h / 2 + sag],
    [x1, y - h / 2],
    [x1, y + h / 2],
    [mid, y + h / 2 + sag],
    [x0, y + h / 2],
  ];
  const tail = (x: number, dir: number): Pt[] => [
    [x, y - h * 0.2],
    [x + dir * h * 1.3, y - h * 0.2],
    [x + dir * h * 0.9, y + h * 0.4],
    [x + dir * h * 1.3, y + h * 0.95],
    [x, y + h * 0.95],
  ];
  return art({
    shapes: [
      { d: smooth(tail(x0 + h * 0.3, -1), true, 0.2), hue },
      { d: smooth(tail(x1 - h * 0.3, 1), true, 0.2), hue },
      { d: smooth(band, true, 0.5), hue: 'cream' },
    ],
    spacing: h * 0.6,
  });
}

/** A double-ruled frame with a diamond at each corner around a box. */
export function frame(box: { x0: number; y0: number; x1: number; y1: number }, gap: number): Art {
  const rect = (k: number) => `M${box.x0 - k} ${box.y0 - k}H${box.x1 + k}V${box.y1 + k}H${box.x0 - k}Z`;
  const corners = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x1, box.y1],
    [box.x0, box.y1],
  ].map(([x, y]) => {
    const r = gap * 1.2;
    return `M${x} ${(y as number) - r}L${(x as number) + r} ${y}L${x} ${(y as number) + r}L${(x as number) - r} ${y}Z`;
  });
  return art({ details: [rect(0), rect(gap)], solids: corners, spacing: gap });
}

/** Two branches of leaves curving round a box, meeting below it. */
export function wreath(box: { x0: number; y0: number; x1: number; y1: number }, detail: Detail): Art[] {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  // Far enough out that no leaf reaches the words.
  const rx = (box.x1 - box.x0) / 2 + 130;
  const ry = (box.y1 - box.y0) / 2 + 120;
  const leaves: Art[] = [];
  const count = detail === 2 ? 7 : detail === 1 ? 5 : 4;
  for (const side of [-1, 1])
    for (let i = 0; i < count; i++) {
      const a = Math.PI / 2 + side * (0.25 + (i / count) * 2.1);
      const at: Pt = [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
      const outward = (a * 180) / Math.PI + side * 70;
      leaves.push(leaf(at, outward, 120, detail === 2 ? 1 : 0));
    }
  return leaves;
}

/** The spec's other subjects ('Hawaiian Pineapple', 'The year 2025') as a lettering piece in an ornament. */
export function letteringPiece(
  text: string,
  family: Family,
  variant: number,
  rng: Random,
  detail: Detail,
): { drawing: Drawing; letterHeight: number } {
  const set = setText(text, family, [500, 500], 760, 260);
  const { box } = set;
  const ornaments: (() => Drawing)[] = [
    () => [ribbon(box.x0 - 60, box.x1 + 60, (box.y0 + box.y1) / 2, box.y1 - box.y0 + 90, 'red', rng)],
    () => [frame({ x0: box.x0 - 50, y0: box.y0 - 50, x1: box.x1 + 50, y1: box.y1 + 50 }, 26)],
    () => wreath(box, detail),
    () => [
      art({
        details: [
          smooth(
            [
              [box.x0, box.y0 - 40],
              [500, box.y0 - 90],
              [box.x1, box.y0 - 40],
            ],
            false,
          ),
          smooth(
            [
              [box.x0, box.y1 + 40],
              [500, box.y1 + 90],
              [box.x1, box.y1 + 40],
            ],
            false,
          ),
        ],
        solids: [star(500, box.y0 - 140, 34), star(500, box.y1 + 140, 34)],
        spacing: 50,
      }),
    ],
  ];
  const ornament = (ornaments[variant % ornaments.length] as () => Drawing)();
  return { drawing: [...ornament, set.art], letterHeight: set.letterHeight };
}

/** A four-pointed sparkle. */
export function star(x: number, y: number, r: number): string {
  const k = r * 0.28;
  return `M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z`;
}

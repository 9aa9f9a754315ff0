import { type Art, art, type Detail, type Hue } from '../art';
import { type Pt, poly, rotate, smooth } from '../geometry';

/** A leaf from `base` pointing at `angle` degrees (0 = right), with its midrib and, in detail, its veins. */
export function leaf(base: Pt, angle: number, length: number, detail: Detail, hue: Hue = 'green'): Art {
  const [x, y] = base;
  const w = length * 0.38;
  const outline = rotate(
    [
      [x, y],
      [x + length * 0.3, y - w * 0.5],
      [x + length * 0.7, y - w * 0.42],
      [x + length, y],
      [x + length * 0.7, y + w * 0.42],
      [x + length * 0.3, y + w * 0.5],
    ],
    angle,
    base,
  );
  const rib = rotate(
    [
      [x + length * 0.05, y],
      [x + length * 0.85, y],
    ],
    angle,
    base,
  );
  const veins: string[] = [];
  const count = detail === 2 ? 3 : detail === 1 ? 2 : 0;
  for (let i = 1; i <= count; i++) {
    const along = x + (length * 0.85 * i) / (count + 1);
    for (const side of [-1, 1])
      veins.push(
        poly(
          rotate(
            [
              [along, y],
              [along + length * 0.12, y + side * w * 0.3],
            ],
            angle,
            base,
          ),
          false,
        ),
      );
  }
  return art({
    shapes: [{ d: smooth(outline), hue }],
    // Simplest, a leaf is its outline alone: no midrib to split it into two narrow halves.
    details: detail === 0 ? [] : [poly(rib, false), ...veins],
    spacing: count ? (length * 0.85) / (count + 1) / 1.2 : detail === 0 ? w : w * 0.5,
  });
}

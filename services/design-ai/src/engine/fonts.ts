import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';

const require = createRequire(import.meta.url);

/**
 * The lettering faces, bundled with the service as npm packages (SIL Open Font License): a blackletter for bold
 * styles and a script for fine ones. Read once, when first needed; nothing is downloaded.
 */
const files = {
  blackletter: '@fontsource/unifrakturcook/files/unifrakturcook-latin-700-normal.woff',
  script: '@fontsource/dancing-script/files/dancing-script-latin-700-normal.woff',
} as const;
export type Face = keyof typeof files;

const loaded = new Map<Face, Font>();

export function fontOf(face: Face): Font {
  let font = loaded.get(face);
  if (!font) {
    const bytes = readFileSync(require.resolve(files[face]));
    font = opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    loaded.set(face, font);
  }
  return font;
}

/**
 * The height of the smallest letters of `text` per unit of font size: an 'x' when it has lowercase, else an 'H',
 * measured from the outlines (fonts' own x-height fields are not always right).
 */
export function letterHeightRatio(font: Font, text: string): number {
  const box = font.getPath(/[a-z]/.test(text) ? 'x' : 'H', 0, 0, 1000).getBoundingBox();
  return (box.y2 - box.y1) / 1000;
}

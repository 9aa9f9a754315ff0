import sharp from 'sharp';

/** The design PNG's long side: at least 1024 px (issue 15). */
export const DESIGN_LONG_SIDE = 1024;
/** Stencils print at true size at this resolution. */
export const STENCIL_DPI = 300;

/** An SVG of `longSide` canvas units rendered to a PNG `pixels` wide on its long side. */
export const renderPng = (svg: string, longSide: number, pixels: number): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: (72 * pixels) / longSide })
    .png({ compressionLevel: 6 })
    .toBuffer();

/**
 * A stencil SVG (sized in inches) as a PNG at true size: its inches × 300 px, marked 300 dpi for printing. The
 * size is restated in pixels first, so the renderer's own idea of an inch cannot change it.
 */
export function renderStencilPng(svg: Buffer): Promise<Buffer> {
  const inPixels = svg
    .toString('utf8')
    .replace(
      / (width|height)="([\d.]+)in"/g,
      (_, side: string, inches: string) => ` ${side}="${Math.round(Number(inches) * STENCIL_DPI)}"`,
    );
  return sharp(Buffer.from(inPixels), { density: 72 })
    .png({ compressionLevel: 6 })
    .withMetadata({ density: STENCIL_DPI })
    .toBuffer();
}

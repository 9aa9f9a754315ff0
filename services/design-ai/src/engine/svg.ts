/** Text placed in SVG markup (attributes and content). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const f = (n: number) => (Math.round(n * 1000) / 1000).toString();

/** Where a part sits on the canvas: its drawing units scaled by `scale` about its origin, then moved. */
export interface Placement {
  x: number;
  y: number;
  scale: number;
  rotate?: number;
  mirror?: boolean;
  /** The point of the drawing placed at (x, y); its box's centre unless said. */
  origin?: readonly [number, number];
}

/** The transform that puts a part's `origin` at (x, y), turned, scaled and perhaps mirrored about it. */
export function transformOf({
  x,
  y,
  scale,
  rotate = 0,
  mirror = false,
  origin = [500, 500],
}: Placement): string {
  return `translate(${f(x)} ${f(y)}) rotate(${f(rotate)}) scale(${f(mirror ? -scale : scale)} ${f(scale)}) translate(${f(-origin[0])} ${f(-origin[1])})`;
}

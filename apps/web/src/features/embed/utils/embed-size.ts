/** Spec §9: the widget is 400 x 500 unless the embedding page asks otherwise. */
export const DEFAULT_EMBED_WIDTH = 400;
export const DEFAULT_EMBED_HEIGHT = 500;
export const widthRange = { min: 300, max: 800 } as const;
export const heightRange = { min: 400, max: 800 } as const;

/** A size from the URL: a whole number of pixels, else the default (kept sane so a typo cannot blow up the card). */
export function sizeParam(value: string | null, fallback: number): number {
  const parsed = Number(value);
  if (!value || !Number.isFinite(parsed)) return fallback;
  return Math.min(Math.max(Math.round(parsed), 200), 1600);
}

/** The generator's check: a whole number inside the range, or the message to show. */
export function sizeError(
  value: string,
  label: string,
  range: { min: number; max: number },
): string | undefined {
  const parsed = Number(value);
  if (!value.trim() || !Number.isInteger(parsed) || parsed < range.min || parsed > range.max) {
    return `${label} must be a whole number from ${range.min} to ${range.max}`;
  }
  return undefined;
}

/** The code site owners paste: an iframe of /embed/{handle} at the chosen size. */
export function embedCode(
  origin: string,
  handle: string,
  width: number,
  height: number,
  name: string,
): string {
  const src = `${origin}/embed/${encodeURIComponent(handle)}?width=${width}&height=${height}`;
  const title = `${name} on Inkbook`.replace(/"/g, '&quot;');
  return `<iframe src="${src}" width="${width}" height="${height}" title="${title}" style="border:0;border-radius:16px;max-width:100%" loading="lazy"></iframe>`;
}

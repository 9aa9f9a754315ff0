import { type MediaVariant, ownUrlPath, parseMediaUrl } from '@inkbook/contracts/media';

export const DEFAULT_DOWNLOAD_NAME = 'inkbook-image.jpg';

/**
 * Which of OUR images a download URL names: `/media/<hash>[/<variant>]`, as a path or an absolute URL whose path
 * is exactly that (contracts' `ownUrlPath`).
 *
 * Designs (spec §7 tattoo-design-{timestamp}.png, `/api/designs/...`) never reach here: the gateway sends their
 * downloads to design-ai, which serves its own files.
 */
export function resolveDownloadSource(
  url: string,
): { kind: 'media'; hash: string; variant: MediaVariant } | null {
  const path = ownUrlPath(url);
  if (path === null) return null;
  const media = parseMediaUrl(path);
  // Downloads are always the JPEG rendition, whatever size the page showed.
  return media ? { kind: 'media', hash: media.hash, variant: 'original.jpg' } : null;
}

/**
 * The saved file's name. The client picks it (spec §7: {studioName}-portfolio-{n}.png or
 * tattoo-design-{timestamp}.png); we keep only [a-z0-9-] so it cannot break out of the header or name a path.
 */
export function downloadFilename(requested: string | undefined): string {
  if (!requested) return DEFAULT_DOWNLOAD_NAME;
  const match = /^([\s\S]*?)(?:\.(png|jpe?g))?$/i.exec(requested.trim());
  const base = (match?.[1] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  if (!base) return DEFAULT_DOWNLOAD_NAME;
  const ext = match?.[2]?.toLowerCase() === 'png' ? 'png' : 'jpg';
  return `${base}.${ext}`;
}

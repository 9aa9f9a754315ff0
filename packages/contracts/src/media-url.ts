/**
 * How a body may refer to an image (DESIGN §5): a `data:image/...;base64,` URL straight from the browser (the
 * catalog service checks the bytes, re-encodes and stores it) or one of our own `/media/...` URLs (an image
 * already stored, e.g. a portfolio image kept on edit). Anything else — outside URLs, `javascript:`, paths
 * that climb out of /media — is refused, so no service ever fetches or serves someone else's address.
 */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/]+={0,2}$/i;
/** `/media/<sha256 hex>` (the canonical URL, served at 1600 px) or `/media/<sha256 hex>/<variant>`. */
const MEDIA_URL = /^\/media\/([a-f0-9]{64})(?:\/(w400\.webp|w800\.webp|w1600\.webp|original\.jpg))?$/;

/** The renditions the media store keeps of every image: three WebP widths and a JPEG for downloads. */
export const mediaVariants = ['w400.webp', 'w800.webp', 'w1600.webp', 'original.jpg'] as const;
export type MediaVariant = (typeof mediaVariants)[number];

export const isDataImageUrl = (value: string) => DATA_IMAGE.test(value);
export const isMediaUrl = (value: string) => MEDIA_URL.test(value);

/** The hash and (when named) variant of one of our media URLs; null for anything else. */
export function parseMediaUrl(value: string): { hash: string; variant: MediaVariant | null } | null {
  const match = MEDIA_URL.exec(value);
  if (!match?.[1]) return null;
  return { hash: match[1], variant: (match[2] as MediaVariant | undefined) ?? null };
}

/** The URL of one rendition, e.g. for a `srcset` (`/media/<hash>/w400.webp 400w, ...`). */
export const mediaVariantUrl = (url: string, variant: MediaVariant) => {
  const parsed = parseMediaUrl(url);
  return parsed ? `/media/${parsed.hash}/${variant}` : url;
};
/** The srcset of one of our media URLs: the three WebP widths the media store keeps. */
export const mediaSrcSet = (src: string) =>
  `${mediaVariantUrl(src, 'w400.webp')} 400w, ${mediaVariantUrl(src, 'w800.webp')} 800w, ${mediaVariantUrl(src, 'w1600.webp')} 1600w`;

/**
 * The path of a URL that may name one of our files: a path as given, or an absolute URL whose path is exactly it
 * (the browser may hand us `location.origin + url`). The host is ignored on purpose: the bytes always come from
 * our own store, so nothing is ever fetched from anywhere. A query, fragment or credentials are not part of any of
 * our file URLs, so they make it null, as does an unparsable URL.
 */
export function ownUrlPath(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return url;
  try {
    const parsed = new URL(url);
    if (parsed.search || parsed.hash || parsed.username || parsed.password) return null;
    return parsed.pathname;
  } catch {
    return null;
  }
}

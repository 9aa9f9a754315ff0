/**
 * Handles are the public addresses of profiles (/artist/{handle}, /studio/{handle}), so every writer reduces
 * what people type to one canonical form before it is stored, checked for uniqueness or looked up.
 */

const INSTAGRAM_URL = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/+/i;

/**
 * The bare Instagram handle from '@name', 'name', or a profile URL with or without scheme, www., trailing
 * slash, query ('?igsh=…') or fragment. Instagram handles are case-insensitive, so we store them lowercased.
 */
export function normalizeHandle(input: string): string {
  let handle = input.trim();
  if (INSTAGRAM_URL.test(handle)) handle = handle.replace(INSTAGRAM_URL, '');
  handle = handle.replace(/[/?#].*$/, '').replace(/^@+/, '');
  return handle.trim().toLowerCase();
}

/** Instagram's own alphabet: letters, digits, periods and underscores, at most 30. */
export const INSTAGRAM_HANDLE = /^[a-z0-9._]{1,30}$/;

/**
 * A studio's handle is generated from its name, never typed (spec §3): lowercase ASCII words joined by single
 * dashes. Accents fold to their base letter; '&' and other punctuation just separate words. The catalog
 * service appends '-2', '-3'… when the slug is taken.
 */
export function studioHandleFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'studio';
}

/** What a generated studio handle looks like (used to validate admin edits of the handle). */
export const STUDIO_HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

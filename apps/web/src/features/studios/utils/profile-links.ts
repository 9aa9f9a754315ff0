/** Spec §2: a website stored without a scheme still opens as a link ('inkiron.com' → 'https://inkiron.com'). */
export function websiteUrl(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The website as people read it: no scheme, no trailing slash. */
export const websiteLabel = (website: string) =>
  website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');

/** Instagram handles are stored with or without '@'. */
export const instagramName = (handle: string) => handle.trim().replace(/^@/, '');
export const instagramUrl = (handle: string) =>
  `https://instagram.com/${encodeURIComponent(instagramName(handle))}`;

/** 'Ink & Iron Studio' → 'ink-iron-studio': safe in a saved file's name. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'studio';
}

/** Spec §9: years = current year minus establishedYear (shown 'N+'). */
export const yearsSince = (year: number, now = new Date()) => Math.max(0, now.getFullYear() - year);

/** Interior then exterior photos, the first ten (spec §9 studio photos 10). */
export const STUDIO_PHOTO_LIMIT = 10;
export const studioPhotos = (studio: { interiorImages: string[]; exteriorImages: string[] }) =>
  [...studio.interiorImages, ...studio.exteriorImages].slice(0, STUDIO_PHOTO_LIMIT);

/**
 * The picture that fills a public page's first screen (its largest paint), and how wide the page draws it. The web
 * app draws it with these rules; the gateway names the same picture in the page's <head> so the browser fetches
 * it while the app's code is still loading. One source, so the two never disagree about which file it is.
 */

/** The id of the JSON block with a page's first data, which the gateway writes and the web app's API client reads. */
export const PAGE_DATA_ID = 'inkbook-page-data';
/** The id of the JSON block a server-rendered page hydrates from (the web app's entry-server.tsx writes it). */
export const SERVER_STATE_ID = 'inkbook-server-state';
export const leadImageSizes = {
  /** The landing collage's large piece. */
  landingCollage: '(min-width: 1024px) 360px, 66vw',
  /** A card of the artist list. */
  artistCard: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  /** A card of the studio list. */
  studioCard: '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw',
  /** The banner across the top of an artist or studio profile. */
  profileBanner: '100vw',
} as const;

/**
 * A studio banner's width over its height (issue 25 item 7): the wizard and the dashboard crop it so, and the studio
 * page draws it so at every width, so no part of it (lettering, a name) is cut off.
 */
export const STUDIO_BANNER_ASPECT = 3;
/**
 * The longest side a banner is sent at: as much as the media store keeps (renditions.ts), so its 1600 px rendition,
 * which a desktop's full-width hero picks from the srcset, is drawn from real pixels, not stretched.
 */
export const STUDIO_BANNER_MAX_SIDE = 2400;

/** A card's cover: the artist's best work, else their portrait. */
export const artistCardCover = (artist: { portfolioPreview: string[]; profileImage: string | null }) =>
  artist.portfolioPreview[0] ?? artist.profileImage;

/** A studio card's cover: a photo of the space reads better on a small card than a banner, which often has lettering. */
export const studioCardCover = (studio: { photoPreview: string[]; bannerImage: string | null }) =>
  studio.photoPreview[0] ?? studio.bannerImage ?? null;

/** An artist profile's banner: the first portfolio piece, else the portrait. */
export const artistBanner = (artist: { portfolioImages: string[]; profileImage: string | null }) =>
  artist.portfolioImages[0] ?? artist.profileImage;

/** A studio profile's banner: its banner image, else its first photo (interior, then exterior). */
export const studioBanner = (studio: {
  bannerImage: string | null;
  interiorImages: string[];
  exteriorImages: string[];
}) => studio.bannerImage ?? studio.interiorImages[0] ?? studio.exteriorImages[0] ?? null;

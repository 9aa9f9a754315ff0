import type { Artist, ArtistCard, ArtistProfile, ArtistSearchResult } from '@inkbook/contracts/artist';
import type { ArtistApplication, ArtistUpdate } from '@inkbook/contracts/artist-forms';
import { cardLocation } from '@inkbook/contracts/location';
import type { Insertable, Updateable } from 'kysely';
import type { ArtistRow, ArtistsTable } from './artist.table';

// Rows are snake_case, JSON is camelCase (DESIGN §5). Passwords never reach a row, so never a response.

/** The images an application or edit carries, after ingest: our media URLs only. */
export interface ArtistImages {
  profileImage?: string | undefined;
  portfolioImages?: string[] | undefined;
  flashImages?: string[] | undefined;
}

export function toArtist(row: ArtistRow): Artist {
  return {
    id: row.id,
    artistName: row.artist_name,
    instagramHandle: row.instagram_handle,
    studioName: row.studio_name,
    location: row.location,
    locationLat: row.location_lat,
    locationLng: row.location_lng,
    locationAddress: row.location_address,
    bio: row.bio,
    phone: row.phone,
    website: row.website,
    email: row.email,
    portfolioImages: row.portfolio_images,
    flashImages: row.flash_images,
    tattooStyles: row.tattoo_styles,
    profileImage: row.profile_image,
    depositPolicy: row.deposit_policy,
    cancellationPolicy: row.cancellation_policy,
    touchupPolicy: row.touchup_policy,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface VerifiedStudioRow {
  id: string;
  studio_name: string;
  handle: string;
  logo: string | null;
}

export function toArtistProfile(row: ArtistRow, studios: VerifiedStudioRow[]): ArtistProfile {
  const { status: _status, ...artist } = toArtist(row);
  return {
    ...artist,
    verifiedStudios: studios.map((s) => ({
      id: s.id,
      studioName: s.studio_name,
      handle: s.handle,
      logo: s.logo,
    })),
    portfolioCount: row.portfolio_images.length,
    verifiedStudioCount: studios.length,
  };
}

/** What the list query selects: card columns only (no bio, policies or full galleries). */
export interface ArtistCardRow {
  id: string;
  artist_name: string;
  instagram_handle: string;
  studio_name: string | null;
  location: string;
  profile_image: string | null;
  tattoo_styles: string[];
  portfolio_preview: string[] | null;
  portfolio_count: number | null;
  verified_studio_count: number;
}

export const toArtistCard = (row: ArtistCardRow): ArtistCard => ({
  id: row.id,
  artistName: row.artist_name,
  instagramHandle: row.instagram_handle,
  studioName: row.studio_name,
  location: row.location,
  cardLocation: cardLocation(row.location),
  profileImage: row.profile_image,
  tattooStyles: row.tattoo_styles,
  portfolioPreview: row.portfolio_preview ?? [],
  portfolioCount: row.portfolio_count ?? 0,
  verifiedStudioCount: row.verified_studio_count,
});

export const toSearchResult = (
  row: Pick<ArtistRow, 'id' | 'artist_name' | 'instagram_handle' | 'profile_image' | 'location'>,
): ArtistSearchResult => ({
  id: row.id,
  artistName: row.artist_name,
  instagramHandle: row.instagram_handle,
  profileImage: row.profile_image,
  location: row.location,
});

/** A new application's row (status stays the column default: pending). */
export function applicationToRow(
  body: Omit<ArtistApplication, 'password'>,
  images: Required<ArtistImages>,
): Insertable<ArtistsTable> {
  return {
    artist_name: body.artistName,
    instagram_handle: body.instagramHandle,
    studio_name: body.studioName ?? null,
    location: body.location,
    location_lat: body.locationLat ?? null,
    location_lng: body.locationLng ?? null,
    location_address: body.locationAddress ?? null,
    bio: body.bio,
    phone: body.phone ?? null,
    website: body.website ?? null,
    email: body.email,
    portfolio_images: images.portfolioImages,
    flash_images: images.flashImages,
    tattoo_styles: body.tattooStyles,
    profile_image: images.profileImage,
    deposit_policy: body.depositPolicy,
    cancellation_policy: body.cancellationPolicy,
    touchup_policy: body.touchupPolicy,
  };
}

/** Only the fields the edit sent (undefined = not sent, null = cleared); status is not among them. */
export function updateToRow(body: ArtistUpdate, images: ArtistImages): Updateable<ArtistsTable> {
  const row: Updateable<ArtistsTable> = {
    artist_name: body.artistName,
    instagram_handle: body.instagramHandle,
    studio_name: body.studioName,
    location: body.location,
    location_lat: body.locationLat,
    location_lng: body.locationLng,
    location_address: body.locationAddress,
    bio: body.bio,
    phone: body.phone,
    website: body.website,
    email: body.email,
    tattoo_styles: body.tattooStyles,
    deposit_policy: body.depositPolicy,
    cancellation_policy: body.cancellationPolicy,
    touchup_policy: body.touchupPolicy,
    profile_image: images.profileImage,
    portfolio_images: images.portfolioImages,
    flash_images: images.flashImages,
  };
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));
}

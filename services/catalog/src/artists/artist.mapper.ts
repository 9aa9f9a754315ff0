import type { Artist, ArtistCard, ArtistProfile, ArtistSearchResult } from '@inkbook/contracts/artist';
import type { ArtistApplication, ArtistEdit } from '@inkbook/contracts/artist-forms';
import { cardLocation } from '@inkbook/contracts/location';
import type { Insertable, Updateable } from 'kysely';
import { type BooksRow, toBooks, toFlash } from '../books/books.mapper';
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
    books: toBooks(row),
    flash: toFlash(row.flash_images, row.flash_details),
    status: row.status,
    ...(row.status === 'rejected' && row.rejection_reason ? { rejectionReason: row.rejection_reason } : {}),
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
  const { status: _status, rejectionReason: _reason, ...artist } = toArtist(row);
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
export interface ArtistCardRow extends BooksRow {
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
  location_lat: number | null;
  location_lng: number | null;
  /** With `near`: miles from there (null: the profile has no coordinates). */
  distance_miles?: number | null;
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
  locationLat: row.location_lat,
  locationLng: row.location_lng,
  books: toBooks(row),
  ...(row.distance_miles !== undefined && { distanceMiles: row.distance_miles }),
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

/** The editable columns of a profile after an owner's edit (status and handle ownership are the service's). */
export const editToRow = (edit: ArtistEdit): Updateable<ArtistsTable> => ({
  artist_name: edit.artistName,
  instagram_handle: edit.instagramHandle,
  studio_name: edit.studioName ?? null,
  location: edit.location,
  location_lat: edit.locationLat ?? null,
  location_lng: edit.locationLng ?? null,
  location_address: edit.locationAddress ?? null,
  bio: edit.bio,
  phone: edit.phone ?? null,
  website: edit.website ?? null,
  email: edit.email,
  tattoo_styles: edit.tattooStyles,
  deposit_policy: edit.depositPolicy ?? null,
  cancellation_policy: edit.cancellationPolicy ?? null,
  touchup_policy: edit.touchupPolicy ?? null,
  profile_image: edit.profileImage,
  portfolio_images: edit.portfolioImages,
  flash_images: edit.flashImages,
});

import { type Artist, editStyles } from '@inkbook/contracts/artist';
import type { artistEditSchema } from '@inkbook/contracts/artist-forms';
import type { z } from 'zod';
import { type FlashDetailsValues, flashDetailsOf } from '@/components/artist-form/flash-details-values';

/** The edit form's values, as its inputs hold them (spec §5 "Artist profile update"; issue 26 flash details). */
export type EditValues = z.input<typeof artistEditSchema> & { flash: FlashDetailsValues[] };

export const BIO_MIN = 50;
export const BIO_MAX = 500;
export const PORTFOLIO_MAX = 25;
export const FLASH_MAX = 15;

/** The form starts from the profile as stored; absent text is '' because inputs hold text. */
export function editValuesOf(artist: Artist): EditValues {
  return {
    artistName: artist.artistName,
    instagramHandle: artist.instagramHandle,
    profileImage: artist.profileImage ?? '',
    bio: artist.bio,
    tattooStyles: artist.tattooStyles as EditValues['tattooStyles'],
    portfolioImages: artist.portfolioImages,
    flashImages: artist.flashImages,
    studioName: artist.studioName ?? '',
    location: artist.location,
    locationAddress: artist.locationAddress ?? '',
    locationLat: artist.locationLat,
    locationLng: artist.locationLng,
    phone: artist.phone ?? '',
    email: artist.email,
    website: artist.website ?? '',
    depositPolicy: artist.depositPolicy ?? '',
    cancellationPolicy: artist.cancellationPolicy ?? '',
    touchupPolicy: artist.touchupPolicy ?? '',
    flash: flashDetailsOf(artist.flashImages, artist.flash),
  };
}

/**
 * The edit form's 16 styles (spec §9), then any style the artist already holds from the application's list
 * (e.g. New School), so saving never drops a style the form could not show.
 */
export const styleOptionsFor = (held: readonly string[]): string[] => [
  ...editStyles,
  ...held.filter((style) => !(editStyles as readonly string[]).includes(style)),
];

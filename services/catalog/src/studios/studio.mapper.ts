import type {
  AppointmentType,
  BusinessHours,
  Studio,
  StudioCard,
  StudioEdit,
  StudioProfile,
} from '@inkbook/contracts/studio';
import { weekdays } from '@inkbook/contracts/studio';
import type { Insertable } from 'kysely';
import { type BooksRow, toBooks } from '../books/books.mapper';
import type { StudioRow, StudiosTable } from './studio.table';

// Rows (snake_case, as stored) to the JSON the API answers (camelCase, spec §3), and form bodies back to columns.

/** Every weekday present ('' when not given), whatever an older row holds. */
function businessHoursOf(stored: Record<string, string> | null): BusinessHours {
  const hours = {} as BusinessHours;
  for (const day of weekdays) hours[day] = stored?.[day] ?? '';
  return hours;
}

export function toStudio(row: StudioRow): Studio {
  return {
    id: row.id,
    studioName: row.studio_name,
    handle: row.handle,
    logo: row.logo,
    tagline: row.tagline,
    description: row.description,
    establishedYear: row.established_year,
    specializations: row.specializations,
    bannerImage: row.banner_image,
    interiorImages: row.interior_images,
    exteriorImages: row.exterior_images,
    instagramHandle: row.instagram_handle,
    location: row.location,
    locationLat: row.location_lat,
    locationLng: row.location_lng,
    locationAddress: row.location_address,
    phone: row.phone,
    businessEmail: row.business_email,
    businessHours: businessHoursOf(row.business_hours),
    website: row.website,
    appointmentType: (row.appointment_type || null) as AppointmentType | null,
    depositPolicy: row.deposit_policy,
    cancellationPolicy: row.cancellation_policy,
    shopMinimum: row.shop_minimum,
    ageRequirements: row.age_requirements,
    handlesDeposits: row.handles_deposits,
    books: toBooks(row),
    status: row.status,
    ...(row.status === 'rejected' && row.rejection_reason ? { rejectionReason: row.rejection_reason } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface VerifiedArtistRow {
  id: string;
  artist_name: string;
  instagram_handle: string;
  profile_image: string | null;
  location: string;
}

/** The public profile: no review state, plus the approved artists the studio verified. */
export function toStudioProfile(row: StudioRow, artists: VerifiedArtistRow[]): StudioProfile {
  const { status: _status, rejectionReason: _reason, ...studio } = toStudio(row);
  return {
    ...studio,
    verifiedArtists: artists.map((a) => ({
      id: a.id,
      artistName: a.artist_name,
      instagramHandle: a.instagram_handle,
      profileImage: a.profile_image,
      location: a.location,
    })),
  };
}

export interface StudioCardRow extends BooksRow {
  id: string;
  studio_name: string;
  handle: string;
  logo: string | null;
  banner_image: string | null;
  tagline: string;
  location: string;
  specializations: string[];
  established_year: number | null;
  photo_preview: string[] | null;
  photo_count: number;
  verified_artist_count: number;
  location_lat: number | null;
  location_lng: number | null;
  /** With `near`: miles from there (null: the profile has no coordinates). */
  distance_miles?: number | null;
}

export function toStudioCard(row: StudioCardRow): StudioCard {
  return {
    id: row.id,
    studioName: row.studio_name,
    handle: row.handle,
    logo: row.logo,
    bannerImage: row.banner_image,
    tagline: row.tagline,
    location: row.location,
    specializations: row.specializations,
    establishedYear: row.established_year,
    photoPreview: row.photo_preview ?? [],
    photoCount: row.photo_count,
    verifiedArtistCount: row.verified_artist_count,
    locationLat: row.location_lat,
    locationLng: row.location_lng,
    books: toBooks(row),
    ...(row.distance_miles !== undefined && { distanceMiles: row.distance_miles }),
  };
}

/** The profile form's fields (application or dashboard edit, images already media URLs) as columns. */
export function studioColumns(
  form: StudioEdit,
): Omit<Insertable<StudiosTable>, 'handle' | 'status' | 'id' | 'created_at' | 'updated_at'> {
  return {
    studio_name: form.studioName,
    logo: form.logo,
    tagline: form.tagline,
    description: form.description,
    established_year: form.establishedYear,
    specializations: form.specializations,
    banner_image: form.bannerImage,
    interior_images: form.interiorImages,
    exterior_images: form.exteriorImages,
    instagram_handle: form.instagramHandle ?? null,
    location: form.location,
    location_lat: form.locationLat ?? null,
    location_lng: form.locationLng ?? null,
    location_address: form.locationAddress,
    phone: form.phone,
    business_email: form.businessEmail,
    business_hours: JSON.stringify(form.businessHours),
    website: form.website ?? null,
    appointment_type: form.appointmentType,
    deposit_policy: form.depositPolicy,
    cancellation_policy: form.cancellationPolicy,
    shop_minimum: form.shopMinimum,
    age_requirements: form.ageRequirements,
    handles_deposits: form.handlesDeposits,
  };
}

import type { Studio } from '@inkbook/contracts/studio';
import type { StudioProfileFormValues } from '@/components/studio-form/studio-form-schema';

/** The form starts from the studio as stored; absent text is '' because inputs hold text. */
export function profileValuesOf(studio: Studio): StudioProfileFormValues {
  return {
    studioName: studio.studioName,
    logo: studio.logo ?? '',
    tagline: studio.tagline ?? '',
    description: studio.description ?? '',
    establishedYear: studio.establishedYear === null ? '' : String(studio.establishedYear),
    specializations: studio.specializations,
    bannerImage: studio.bannerImage ?? '',
    interiorImages: studio.interiorImages,
    exteriorImages: studio.exteriorImages,
    location: studio.location,
    locationAddress: studio.locationAddress ?? '',
    locationLat: studio.locationLat,
    locationLng: studio.locationLng,
    phone: studio.phone ?? '',
    businessEmail: studio.businessEmail,
    instagramHandle: studio.instagramHandle ?? '',
    businessHours: studio.businessHours,
    website: studio.website ?? '',
    appointmentType: studio.appointmentType ?? '',
    depositPolicy: studio.depositPolicy ?? '',
    cancellationPolicy: studio.cancellationPolicy ?? '',
    // 0 is the stored 'no minimum' (spec §5), shown as the empty field the wizard took it from.
    shopMinimum: studio.shopMinimum === 0 ? '' : String(studio.shopMinimum),
    ageRequirements: studio.ageRequirements ?? '',
    handlesDeposits: studio.handlesDeposits,
  };
}

/**
 * The parsed values of the fields whose input differs from where the form started: the body of a partial update.
 * Compared as the inputs hold them, so a field changed and changed back is not sent.
 */
export function changedFields<T extends object>(
  parsed: T,
  current: Record<string, unknown>,
  initial: Record<string, unknown>,
): Partial<T> {
  const changed = (key: string) => JSON.stringify(current[key]) !== JSON.stringify(initial[key]);
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => changed(key))) as Partial<T>;
}

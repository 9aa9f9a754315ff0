import { aftercareEndpoints } from '@inkbook/contracts/aftercare-endpoints';

/** A healed photo's authorized route (private media: never a public URL). */
export const healedPhotoPath = (bookingId: string, photoId: string) =>
  aftercareEndpoints.healedPhoto.path.replace(':id', bookingId).replace(':photoId', photoId);

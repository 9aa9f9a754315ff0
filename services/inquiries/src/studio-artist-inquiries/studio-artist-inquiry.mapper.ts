import type { StudioArtistInquiry } from '@inkbook/contracts/inquiry-routes';
import { toArtistInquiry } from '../artist-inquiries/artist-inquiry.mapper';
import type { StudioArtistInquiryRow } from './studio-artist-inquiry.repository';

/** The columns the view never reads (see listStudioArtistInbox): the artist's mapper gets them empty, then they go. */
const NOT_READ = { reference_images: [], placement_photos: [], response: null };

/** The artist's inquiry without what stays the artist's: the client's private photos and the artist's notes. */
export function toStudioArtistInquiry(row: StudioArtistInquiryRow): StudioArtistInquiry {
  const {
    referenceImages: _r,
    placementPhotos: _p,
    response: _notes,
    ...inquiry
  } = toArtistInquiry({ ...row, ...NOT_READ });
  return { ...inquiry, artistName: row.artist_name };
}

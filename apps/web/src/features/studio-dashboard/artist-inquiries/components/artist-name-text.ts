import type { StudioArtistInquiry } from '@inkbook/contracts/inquiry-routes';

/** The artist an inquiry went to; an artist no longer listed (still verified) has no public name. */
export const artistNameText = (inquiry: StudioArtistInquiry) =>
  inquiry.artistName ?? 'Artist no longer listed';

/**
 * The fields an artist's profile form holds, as its inputs hold them: the application wizard (each step a part of
 * them, plus the password) and /artist/edit/{id} (all of them). The sections below read and write them through the
 * form's context; each form brings its own schema, whose limits and messages differ by design (spec §5).
 */
export interface ArtistFormValues {
  artistName: string;
  profileImage: string;
  bio: string;
  tattooStyles: string[];
  portfolioImages: string[];
  flashImages: string[];
  instagramHandle: string;
  email: string;
  phone: string;
  website: string;
  studioName: string;
  location: string;
  /** Set only by picking a suggestion; a typed-in location goes without (the server falls back to the text). */
  locationAddress: string;
  locationLat: number | null;
  locationLng: number | null;
  depositPolicy: string;
  cancellationPolicy: string;
  touchupPolicy: string;
}

/** Fields with images report their uploads to their form, which holds Continue or Save while one runs. */
export interface UploadTracker {
  onBusyChange: (field: string, busy: boolean) => void;
}

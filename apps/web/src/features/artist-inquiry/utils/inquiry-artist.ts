/** What the dialog needs of the artist, handed over by the profile page (features do not share types). */
export interface InquiryArtist {
  id: string;
  name: string;
  firstName: string;
  handle: string;
  /** '+1' and the phone's digits for Message Artist's sms: link; null when the artist has no number. */
  dialNumber: string | null;
  /** Their Available Flash, which can be added as references. */
  flashImages: string[];
}

/** Where the dialog's answers wait across a sign-in (components/wizard/resume.ts). */
export const resumeKey = (artist: Pick<InquiryArtist, 'id'>) => `artist:${artist.id}`;

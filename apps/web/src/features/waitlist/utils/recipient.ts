/** Whose waitlist: an artist's or a studio's profile, as the page hands it over (features do not share types). */
export interface WaitlistRecipient {
  kind: 'artist' | 'studio';
  id: string;
  name: string;
}

/** The id field of POST /api/waitlist for this recipient. */
export const recipientPart = ({ kind, id }: WaitlistRecipient) =>
  kind === 'artist' ? { artistId: id } : { studioId: id };

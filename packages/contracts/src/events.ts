import { z } from 'zod';

/** Every event on the bus is this envelope; `data` is a snapshot of the entity (DESIGN §4). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  subject: z.string().regex(/^[a-z-]+\.[a-z-]+\.[a-z-]+$/),
  occurredAt: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});
export type EventEnvelope<T extends Record<string, unknown> = Record<string, unknown>> = Omit<
  z.infer<typeof eventEnvelopeSchema>,
  'data'
> & { data: T };

export const serviceNames = ['auth', 'catalog', 'inquiries', 'claims', 'design-ai'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Subjects are `<service>.<entity>.<verb>`. */
export const subjects = {
  authUserCreated: 'auth.user.created',
  authUserLinked: 'auth.user.linked',
  catalogArtistSubmitted: 'catalog.artist.submitted',
  catalogArtistUpdated: 'catalog.artist.updated',
  catalogArtistDeleted: 'catalog.artist.deleted',
  catalogStudioSubmitted: 'catalog.studio.submitted',
  catalogStudioUpdated: 'catalog.studio.updated',
  catalogStudioDeleted: 'catalog.studio.deleted',
  inquiriesInquiryCreated: 'inquiries.inquiry.created',
  inquiriesInquiryUpdated: 'inquiries.inquiry.updated',
  inquiriesInquiryDeleted: 'inquiries.inquiry.deleted',
  claimsClaimCreated: 'claims.claim.created',
  claimsClaimVerified: 'claims.claim.verified',
  claimsClaimUpdated: 'claims.claim.updated',
} as const;
export type Subject = (typeof subjects)[keyof typeof subjects];

/** The JetStream stream every service publishes into. */
export const STREAM_NAME = 'INKBOOK';
export const streamSubjects = serviceNames.map((s) => `${s}.>`);

import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, publishedStudio } from '@inkbook/service-kit/testing';
import { expect } from 'vitest';
import { artistInquiryBody, studioInquiryBody } from './factories';
import type { InquiriesSuite } from './suite';

/** Both inquiry kinds, with the path prefix of their routes. */
export const inquiryKinds = [
  { kind: 'artist', base: '/api/inquiries', inboxBase: '/api/inquiries/artist' },
  { kind: 'studio', base: '/api/studio-inquiries', inboxBase: '/api/studio-inquiries/studio' },
] as const;
export type InquiryKindCase = (typeof inquiryKinds)[number];

export interface ConversationParties {
  /** The inquiry's id and its conversation's path. */
  id: string;
  messages: string;
  /** Its recipient (a new artist, or a new studio's owner), under the name their messages carry. */
  recipient: SessionUser;
  /** The recipient's inbox. */
  inbox: string;
  recipientName: string;
  /** The client who sent it, signed in with the account the inquiry created. */
  client: SessionUser;
  clientName: string;
  clientEmail: string;
}

/** A new recipient of `kind` (an artist, or a studio's owner), signed in. */
const newRecipient = (t: InquiriesSuite, kind: InquiryKindCase['kind']) =>
  kind === 'artist'
    ? publishedArtist(t).then(({ artist, user }) => ({ user, id: artist.id, name: artist.artistName }))
    : publishedStudio(t).then(({ studio, user }) => ({ user, id: studio.id, name: studio.studioName }));

/**
 * A new inquiry of `kind` between a recipient of its own and a client with an account, so a test's messages and
 * status changes meet nobody else's (and each party's message count starts at zero). With `sameRecipient`, to that
 * thread's recipient instead (an inbox of several inquiries).
 */
export async function conversationParties(
  t: InquiriesSuite,
  { kind, base, inboxBase }: InquiryKindCase,
  sameRecipient?: ConversationParties,
): Promise<ConversationParties> {
  const password = 'client-password';
  const recipient = sameRecipient
    ? {
        user: sameRecipient.recipient,
        id: (kind === 'artist'
          ? sameRecipient.recipient.artistId
          : sameRecipient.recipient.studioId) as string,
        name: sameRecipient.recipientName,
      }
    : await newRecipient(t, kind);
  const body =
    kind === 'artist'
      ? artistInquiryBody(recipient.id, { password })
      : studioInquiryBody(recipient.id, { password });
  const sent = kind === 'artist' ? await t.sendArtist(body) : await t.sendStudio(body);
  expect(sent.statusCode).toBe(201);
  const { id } = sent.json();
  return {
    id,
    messages: `${base}/${id}/messages`,
    recipient: recipient.user,
    inbox: `${inboxBase}/${recipient.id}`,
    recipientName: recipient.name,
    client: t.auth.signIn(body.email, password),
    clientName: body.fullName,
    clientEmail: body.email,
  };
}

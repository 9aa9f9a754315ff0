import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, publishedStudio } from '@inkbook/service-kit/testing';
import { expect } from 'vitest';
import { artistInquiryBody, studioInquiryBody } from './factories';
import type { InquiriesSuite } from './suite';

/** Both inquiry kinds, with the path prefix of their routes. */
export const inquiryKinds = [
  { kind: 'artist', base: '/api/inquiries' },
  { kind: 'studio', base: '/api/studio-inquiries' },
] as const;
export type InquiryKindCase = (typeof inquiryKinds)[number];

export interface ConversationParties {
  /** The inquiry's id and its conversation's path. */
  id: string;
  messages: string;
  /** Its recipient (a new artist, or a new studio's owner), under the name their messages carry. */
  recipient: SessionUser;
  recipientName: string;
  /** The client who sent it, signed in with the account the inquiry created. */
  client: SessionUser;
  clientName: string;
  clientEmail: string;
}

/**
 * A new inquiry of `kind` between a recipient of its own and a client with an account, so a test's messages and
 * status changes meet nobody else's (and each party's message count starts at zero).
 */
export async function conversationParties(
  t: InquiriesSuite,
  { kind, base }: InquiryKindCase,
): Promise<ConversationParties> {
  const password = 'client-password';
  const recipient =
    kind === 'artist'
      ? await publishedArtist(t).then(({ artist, user }) => ({
          user,
          id: artist.id,
          name: artist.artistName,
        }))
      : await publishedStudio(t).then(({ studio, user }) => ({
          user,
          id: studio.id,
          name: studio.studioName,
        }));
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
    recipientName: recipient.name,
    client: t.auth.signIn(body.email, password),
    clientName: body.fullName,
    clientEmail: body.email,
  };
}

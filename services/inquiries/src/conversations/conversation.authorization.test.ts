import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, publishedStudio, sessionUser } from '@inkbook/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ConversationParties,
  conversationParties,
  type InquiryKindCase,
  inquiryKinds,
} from '../testing/conversation-parties';
import { useInquiries } from '../testing/suite';

// Every conversation route × every kind of caller, as one table (issue 23): the inquiry's recipient and the client
// who sent it read and write; admins read and are refused writing (403); anyone else learns nothing (404), as the
// inquiry's attachment route tells them; signed out is 401.

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });

type As =
  | 'anonymous'
  | 'the client'
  | 'another client'
  | 'the recipient'
  | 'another artist'
  | 'another studio'
  | 'admin';
const everyone: As[] = [
  'anonymous',
  'the client',
  'another client',
  'the recipient',
  'another artist',
  'another studio',
  'admin',
];

const threads = {} as Record<InquiryKindCase['kind'], ConversationParties>;
const strangers = {} as Record<'another artist' | 'another studio' | 'admin', SessionUser>;

beforeAll(async () => {
  for (const kind of inquiryKinds) threads[kind.kind] = await conversationParties(t, kind);
  strangers['another artist'] = (await publishedArtist(t)).user;
  strangers['another studio'] = (await publishedStudio(t)).user;
  strangers.admin = sessionUser('admin');
});

function userOf(as: As, kind: InquiryKindCase['kind']): SessionUser | null {
  const thread = threads[kind];
  if (as === 'anonymous') return null;
  if (as === 'the client') return thread.client;
  if (as === 'the recipient') return thread.recipient;
  // A client with an inquiry of their own: the other thread's.
  if (as === 'another client') return threads[kind === 'artist' ? 'studio' : 'artist'].client;
  return strangers[as];
}

const expected: Record<'read' | 'write', Record<As, number>> = {
  read: {
    anonymous: 401,
    'the client': 200,
    'another client': 404,
    'the recipient': 200,
    'another artist': 404,
    'another studio': 404,
    admin: 200,
  },
  write: {
    anonymous: 401,
    'the client': 201,
    'another client': 404,
    'the recipient': 201,
    'another artist': 404,
    'another studio': 404,
    admin: 403,
  },
};

const routes = inquiryKinds.flatMap((kind) => [
  { route: `GET ${kind.base}/:id/messages`, kind, access: 'read' as const },
  { route: `POST ${kind.base}/:id/messages`, kind, access: 'write' as const },
]);

describe('conversation authorization', () => {
  const cells = routes.flatMap((row) => everyone.map((as) => [row.route, as, row] as const));

  it.each(cells)('%s as %s', async (_, as, { kind, access }) => {
    const { messages } = threads[kind.kind];
    const user = userOf(as, kind.kind);
    const res =
      access === 'read'
        ? await t.inject({ method: 'GET', url: messages }, user)
        : await t.inject({ method: 'POST', url: messages, payload: { body: `Hello from ${as}` } }, user);
    expect(res.statusCode).toBe(expected[access][as]);
    // A party writes as who they are to this inquiry.
    if (res.statusCode === 201)
      expect(res.json().author.role).toBe(as === 'the client' ? 'client' : kind.kind);
  });

  it.each(routes)(
    '$route names no inquiry with an id that is not a UUID, or an unknown one (404)',
    async ({ kind, access }) => {
      const method = access === 'read' ? 'GET' : 'POST';
      const payload = access === 'read' ? undefined : { body: 'Hello' };
      for (const id of ['not-a-uuid', '7f2c4e8a-9a53-4f7c-9b59-3d8c1f6f0e21'])
        for (const user of [threads[kind.kind].recipient, strangers.admin]) {
          const res = await t.inject({ method, url: `${kind.base}/${id}/messages`, payload }, user);
          expect(res.statusCode).toBe(404);
        }
    },
  );
});

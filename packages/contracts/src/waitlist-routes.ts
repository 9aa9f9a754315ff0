import {
  waitlistEntrySchema,
  waitlistInviteSchema,
  waitlistJoinAnswerSchema,
  waitlistJoinBodySchema,
  waitlistLeaveBodySchema,
  waitlistLeftSchema,
  waitlistListSchema,
  waitlistRemovedSchema,
  waitlistTokenParamsSchema,
} from './availability';
import { emptyBodySchema, ownerQuerySchema } from './booking';
import { errorBodySchema } from './errors';
import { idParamsSchema } from './fields';
import { defineRoute } from './route';
import { waitlistEndpoints } from './waitlist-endpoints';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['waitlist'];

/** Issue 26 item 2: a fair waitlist for books that are closed or full. */
export const waitlistRoutes = {
  join: defineRoute({
    ...waitlistEndpoints.join,
    tags,
    summary: 'Join an artist’s or a studio’s waitlist (the same email twice for one profile is one entry)',
    body: waitlistJoinBodySchema,
    response: { 201: waitlistJoinAnswerSchema, ...errors, 429: errorBodySchema },
  }),
  list: defineRoute({
    ...waitlistEndpoints.list,
    tags,
    summary: 'The signed-in artist’s or studio’s waitlist, first come first served',
    querystring: ownerQuerySchema,
    response: { 200: waitlistListSchema, ...errors },
  }),
  invite: defineRoute({
    ...waitlistEndpoints.invite,
    tags,
    summary:
      'Invite an entry: an email lets its person send one inquiry within 7 days, even while books are closed',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: { 200: waitlistEntrySchema, ...errors },
  }),
  remove: defineRoute({
    ...waitlistEndpoints.remove,
    tags,
    summary: 'Remove an entry from the owner’s waitlist',
    params: idParamsSchema,
    response: { 200: waitlistRemovedSchema, ...errors },
  }),
  inviteInfo: defineRoute({
    ...waitlistEndpoints.inviteInfo,
    tags,
    summary: 'What a waitlist invite link opens: valid, expired or used',
    params: waitlistTokenParamsSchema,
    response: { 200: waitlistInviteSchema, 400: errorBodySchema, 404: errorBodySchema },
  }),
  leave: defineRoute({
    ...waitlistEndpoints.leave,
    tags,
    summary: 'Leave a waitlist from the link in its emails (no session)',
    body: waitlistLeaveBodySchema,
    response: { 200: waitlistLeftSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
  }),
} as const;

import { z } from 'zod';
import {
  claimDecisionBodySchema,
  claimHistoryEntrySchema,
  claimSchema,
  createClaimBodySchema,
} from './claim';
import { claimEndpoints } from './claim-endpoints';
import { errorBodySchema } from './errors';
import { idParamsSchema } from './fields';
import { defineRoute } from './route';

export const artistClaimsParamsSchema = z.object({ artistId: z.string() });
export const studioClaimsParamsSchema = z.object({ studioId: z.string() });

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
/** approve and deny take an optional message; a request with no body at all is an answer without one. */
const decision = claimDecisionBodySchema.nullish();

/** Spec §7's studio-artist claim calls, plus each claim's history. */
export const claimRoutes = {
  create: defineRoute({
    ...claimEndpoints.create,
    summary:
      'A studio claims an artist, or an artist asks a studio, for its own profile (both approved; claimedBy from the session)',
    body: createClaimBodySchema,
    response: { 201: claimSchema, ...errors },
  }),
  forArtist: defineRoute({
    ...claimEndpoints.forArtist,
    summary: "An artist's claims, newest first (the artist or an admin)",
    params: artistClaimsParamsSchema,
    response: { 200: z.array(claimSchema), ...errors },
  }),
  forStudio: defineRoute({
    ...claimEndpoints.forStudio,
    summary: "A studio's claims, newest first (the studio or an admin)",
    params: studioClaimsParamsSchema,
    response: { 200: z.array(claimSchema), ...errors },
  }),
  approve: defineRoute({
    ...claimEndpoints.approve,
    summary: 'The asked party verifies a claim; an artist may approve again a claim they denied',
    params: idParamsSchema,
    body: decision,
    response: { 200: claimSchema, ...errors },
  }),
  deny: defineRoute({
    ...claimEndpoints.deny,
    summary: 'The asked party denies a pending claim; the claimant denying withdraws it (cancelled)',
    params: idParamsSchema,
    body: decision,
    response: { 200: claimSchema, ...errors },
  }),
  delist: defineRoute({
    ...claimEndpoints.delist,
    summary: 'Either party ends a verified claim (cancelled); answers the claim, with its artistId',
    params: idParamsSchema,
    response: { 200: claimSchema, ...errors },
  }),
  history: defineRoute({
    ...claimEndpoints.history,
    summary: "Every transition of a claim, oldest first (the claim's artist, its studio, admins)",
    params: idParamsSchema,
    response: { 200: z.array(claimHistoryEntrySchema), ...errors },
  }),
} as const;

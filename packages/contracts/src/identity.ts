import { z } from 'zod';

export const roles = ['admin', 'artist', 'studio', 'artist-studio', 'client'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as the gateway passes it to services and as GET /api/auth/me returns it. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  artistId: z.uuid().nullable(),
  studioId: z.uuid().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What the gateway signs into the identity header for every request it forwards. */
export const identitySchema = z.object({
  user: sessionUserSchema.nullable(),
  /** The client's address as the gateway saw it (services use it for per-address rate limits). */
  ip: z.string(),
  /** Milliseconds since epoch when the gateway signed it; services refuse stale signatures. */
  ts: z.number().int(),
});
export type Identity = z.infer<typeof identitySchema>;

export const IDENTITY_HEADER = 'x-inkbook-identity';
export const REQUEST_ID_HEADER = 'x-request-id';

export const isArtistRole = (role: Role) => role === 'artist' || role === 'artist-studio';
export const isStudioRole = (role: Role) => role === 'studio' || role === 'artist-studio';

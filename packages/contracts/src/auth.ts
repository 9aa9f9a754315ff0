import { z } from 'zod';
import { sessionUserSchema } from './identity';

/** POST /api/login (spec §5 "Login"). */
export const loginBodySchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/me answers the signed-in user itself. */
export const meResponseSchema = sessionUserSchema;

/** auth's internal account API, called by catalog while it creates a profile (DESIGN §3). */
export const createAccountBodySchema = z.object({
  email: z.email(),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
  role: z.enum(['artist', 'studio', 'client']),
  artistId: z.uuid().optional(),
  studioId: z.uuid().optional(),
});
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

export const createAccountResponseSchema = z.object({
  userId: z.uuid(),
  role: sessionUserSchema.shape.role,
  /** false when an existing account (same email and password) was linked to the new profile. */
  created: z.boolean(),
});
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;

/** Undoes a create-or-link when the caller's own write failed afterwards (the compensation step). */
export const revertAccountBodySchema = z.object({
  userId: z.uuid(),
  created: z.boolean(),
  artistId: z.uuid().optional(),
  studioId: z.uuid().optional(),
});
export type RevertAccountBody = z.infer<typeof revertAccountBodySchema>;

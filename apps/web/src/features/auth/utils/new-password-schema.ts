import { confirmPasswordSchema, passwordSchema, passwordsMatch } from '@inkbook/contracts/fields';
import { z } from 'zod';

/** A new password and its confirmation, by the rules and words of sign-up (the wizards' account step). */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine((body) => body.password === body.confirmPassword, passwordsMatch("Passwords don't match"));
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

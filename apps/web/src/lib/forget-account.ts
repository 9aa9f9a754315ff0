import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './me-query-key';

/**
 * The key every command that ends the session here starts with (a logout, deleting the account): a page that needs a
 * session sees one under way and goes home with it rather than sending the person to sign in again.
 */
export const endsSessionKey = ['auth', 'ends-session'] as const;

/**
 * The session ended here (a logout, a deleted account): the session query stays, as signed out, so what watches it
 * updates in place; every other cached answer was the account's and goes.
 */
export function forgetAccount(queryClient: QueryClient): void {
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
}

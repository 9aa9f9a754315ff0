import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * One command at a time for a mutation whose second send would be wrong (a claim's approve, a studio's decision):
 * a second click that lands before the buttons re-render as busy (a quick double-click, a slow phone) joins the
 * command already sent instead of sending it again to something that has already moved on.
 */
export function useSingleFlight<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const inFlight = useRef<Promise<TData> | null>(null);
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback<typeof send>(
    (...args) => {
      if (inFlight.current) return inFlight.current;
      const sent = send(...args).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = sent;
      return sent;
    },
    [send],
  );
  const mutate = useCallback<typeof mutation.mutate>(
    // A failure is the mutation's own to report (its onError); a caller of mutate has nothing to catch.
    (...args) => void mutateAsync(...args).catch(() => undefined),
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}

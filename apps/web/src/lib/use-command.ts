import { type QueryClient, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isApiError } from './api-client';
import { toast } from './toast';

/** contracts' `errorCodes.validation`, written out: errors.ts brings zod, which stays out of the first load. */
const VALIDATION_FAILED = 'validation_failed';

/** A toast's words: the title, and the line under it. */
export interface ToastText {
  title: string;
  description?: string;
  /** How long it stays, when not the usual 5 s (spec §9). */
  duration?: number;
  /** A button in the toast that leads on (e.g. to where a sent inquiry is followed). */
  action?: { label: string; onClick: () => void };
}

/**
 * The one rule for when a failure shows the server's own message rather than the screen's text: when the server
 * explained a refusal (any 4xx but 401) or an outage (503, which DESIGN §6 has say so clearly: 'try again in a
 * minute'). A 401 says who you are was not accepted (a wrong password, a session that ended), for which the screen's
 * own words say what to do; any other 5xx hides its internals; a request that never got an answer has no message.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isApiError(error) || !error.serverMessage) return undefined;
  const { status } = error;
  return (status >= 400 && status < 500 && status !== 401) || status === 503
    ? error.serverMessage
    : undefined;
}

/**
 * What useCommand needs of a react-hook-form form (any form's `useForm()` result fits; methods, so a form whose
 * field names are a narrower type still does).
 */
export interface FieldsForm {
  getValues(): object;
  setError(name: string, error: { message: string }, options: { shouldFocus: boolean }): void;
}

/**
 * Puts the server's per-field messages (DESIGN §6 `fields`) on the form's fields of those names, focusing the first.
 * Answers whether any field took one (a field the form does not have, e.g. a server-only rule, takes nothing).
 */
function showFieldErrors(form: FieldsForm, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const values = form.getValues();
  const fields = Object.entries(error.fields).filter(([field]) => (field.split('.')[0] ?? '') in values);
  for (const [index, [field, message]] of fields.entries()) {
    form.setError(field, { message }, { shouldFocus: index === 0 });
  }
  return fields.length > 0;
}

type Said<TData, TVariables> = ToastText | ((data: TData, variables: TVariables) => ToastText | undefined);

export interface CommandOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Names the command, for a screen that must know one is under way (`useIsMutating`). */
  mutationKey?: readonly unknown[];
  /** Said once the server accepted it; a quiet change says nothing (left out, or undefined for these variables). */
  success?: Said<TData, TVariables>;
  /**
   * Said when it failed: the screen's text, whose description the server's message replaces by the one rule
   * (`serverMessageOf`); with no description and no server message, the title alone. Left out only where the spec
   * has the screen say it in place instead (the admin sign-in's alert).
   */
  failure?: ToastText | ((variables: TVariables, error: Error) => ToastText);
  /**
   * The form this command saves: the server's per-field messages show by its fields. When they came with a failed
   * validation, whose message only sums them up ('Invalid studio'), the toast keeps the screen's text: the fields
   * say what is wrong. A conflict's message ('This handle is already taken') still says it in the toast too.
   */
  form?: FieldsForm | undefined;
  /** After the toast: bring the cache up to date with the answer. The command stays pending until it resolves. */
  onSuccess?: (data: TData, variables: TVariables, queryClient: QueryClient) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  /** After either: e.g. refresh what a refused change may have found out of date. */
  onSettled?: (queryClient: QueryClient) => unknown;
}

/**
 * Every change a person makes that toasts goes through here (issue 21): one rule for the failure's words, one way to
 * put the server's field messages on a form, and one send at a time. A second call while one is out (a double-click
 * that lands before the button shows as busy, a slow phone) joins the one already sent instead of sending again; its
 * own callbacks are dropped, as the first call's answer is already being handled.
 */
export function useCommand<TData, TVariables = void>({
  mutationFn,
  mutationKey,
  success,
  failure,
  form,
  onSuccess,
  onError,
  onSettled,
}: CommandOptions<TData, TVariables>) {
  const mutation = useMutation<TData, Error, TVariables>({
    mutationFn,
    ...(mutationKey && { mutationKey }),
    onSuccess: async (data, variables, _result, { client }) => {
      const said = typeof success === 'function' ? success(data, variables) : success;
      if (said) {
        const { title, ...rest } = said;
        toast.success(title, rest);
      }
      await onSuccess?.(data, variables, client);
    },
    onError: async (error, variables) => {
      const text = typeof failure === 'function' ? failure(variables, error) : failure;
      const onFields = form ? showFieldErrors(form, error) : false;
      const summary = onFields && isApiError(error) && error.code === VALIDATION_FAILED;
      const description = (!summary && serverMessageOf(error)) || text?.description;
      if (text) toast.error(text.title, description ? { description } : {});
      await onError?.(error, variables);
    },
    onSettled: async (_data, _error, _variables, _result, { client }) => {
      await onSettled?.(client);
    },
  });

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
    // The failure is already toasted; a caller of mutate has nothing left to catch.
    (...args) => void mutateAsync(...args).catch(() => undefined),
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}

export type Command<TData, TVariables> = ReturnType<typeof useCommand<TData, TVariables>>;

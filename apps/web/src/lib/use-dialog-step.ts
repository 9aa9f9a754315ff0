import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNeedsAppAtOnce } from './server-render-hints';

/** The address names the open dialog's step: `?inquiry=step-3`. */
export const DIALOG_STEP_PARAM = 'inquiry';
const VALUE = /^step-(\d+)$/;

const stepIn = (search: string) => {
  const match = VALUE.exec(new URLSearchParams(search).get(DIALOG_STEP_PARAM) ?? '');
  return match ? Number(match[1]) : null;
};

/** What each of the dialog's entries records: how many entries it added so far, and the step it came from. */
interface EntryState {
  dialogDepth?: number;
  dialogFrom?: number;
}
const entryOf = (state: unknown): EntryState =>
  state && typeof state === 'object' ? (state as EntryState) : {};

/**
 * A multi-step dialog whose open step lives in the address (`?inquiry=step-N`), each step moved to a history entry
 * of its own (issue 25 item 2): a phone's swipe-back or the browser's Back goes back one step, and from the first
 * step closes the dialog, never leaving the page; a reload opens it again at that step. `reached` (the furthest step
 * the kept answers allow) caps a step named in a pasted or stale address. Closing by hand takes the dialog's
 * entries back off, so Back afterwards leaves the page as it would have before the dialog opened.
 */
export function useDialogStep(restored: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = useRef(location);
  here.current = location;
  // A ref, not state: it must already hold the new step when the address change renders.
  const reached = useRef(restored);
  const requested = stepIn(location.search);
  // A reload of an open dialog's address: only the app draws the dialog, so a server-rendered page starts it at once.
  useNeedsAppAtOnce(requested !== null);
  const step = requested === null ? null : Math.max(1, Math.min(requested, reached.current));
  const entry = entryOf(location.state);

  const to = useCallback(
    (
      next: number | null,
      options: { replace?: boolean; state?: EntryState; drop?: readonly string[] } = {},
    ) => {
      const { pathname, search, hash } = here.current;
      if (next !== null) reached.current = Math.max(reached.current, next);
      const params = new URLSearchParams(search);
      for (const name of options.drop ?? []) params.delete(name);
      if (next === null) params.delete(DIALOG_STEP_PARAM);
      else params.set(DIALOG_STEP_PARAM, `step-${next}`);
      const query = params.toString();
      void navigate(
        { pathname, search: query ? `?${query}` : '', hash },
        { replace: options.replace, state: options.state ?? null, preventScrollReset: true },
      );
    },
    [navigate],
  );

  // Set while a close's Back travels: the entry it lands on must be the page's own, without a step.
  const closing = useRef(false);

  // A step beyond what the answers allow (a pasted address, a draft sent meanwhile) is shown as the one allowed.
  // After a close, an entry that still names a step (its count of entries was off: an entry replaced on the way)
  // loses it in place, so the dialog is closed whatever the history held. Every arrival counts (a close may land on
  // an entry naming the same step as the one it left), hence `location.key`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each arrival
  useEffect(() => {
    if (closing.current) {
      // Until the address names no step (a send's restart may cap the step on the way): nothing reopens it.
      if (requested !== null) to(null, { replace: true });
      else closing.current = false;
      return;
    }
    if (step !== null && step !== requested) to(step, { replace: true, state: entryOf(here.current.state) });
  }, [step, requested, to, location.key]);

  /**
   * Opens the dialog at `at` as a new entry; `arrival` opens it in the page's own entry instead (a link that came
   * to open it, `?touchup=` or back from /login), taking the link's `drop` parameters off the address.
   */
  const open = useCallback(
    (at: number, arrival?: { drop: readonly string[] }) =>
      arrival ? to(at, { replace: true, drop: arrival.drop }) : to(at, { state: { dialogDepth: 1 } }),
    [to],
  );

  /** Next (or Review's Edit): a new entry, so Back returns to this step. */
  const goTo = (next: number) =>
    to(next, { state: { dialogDepth: (entry.dialogDepth ?? 0) + 1, dialogFrom: step ?? undefined } });

  /** The dialog's own Back button: the browser's Back when the entry before is that step, else in place. */
  const back = (previous: number) => {
    if (entry.dialogFrom === previous) void navigate(-1);
    else to(previous, { replace: true, state: { dialogDepth: entry.dialogDepth } });
  };

  /** Closed by hand (the close button, Escape, after a send): its entries come off; an arrival's in place. */
  const close = () => {
    const depth = entry.dialogDepth ?? 0;
    closing.current = true;
    if (depth > 0) void navigate(-depth);
    else to(null, { replace: true });
  };

  /** After a send: the next inquiry starts from step 1. */
  const restart = () => {
    reached.current = 1;
  };

  return { step, reached: reached.current, open, goTo, back, close, restart };
}

export type DialogStep = ReturnType<typeof useDialogStep>;

import { useCallback, useEffect, useState } from 'react';

/**
 * A form's unsent answers and the furthest step reached, kept so a reload, a phone's swipe-back or a visit to
 * another page does not lose them (issue 25 item 2). In sessionStorage, not localStorage: the answers hold a
 * name, an email and a phone number, and a shared computer must not hand them to whoever opens the site next —
 * a tab's storage survives its reloads and history moves and goes when the tab closes. Passwords are never
 * written. The key carries DRAFT_VERSION: a change to a form's fields bumps it, and drafts of the old shape are
 * simply not read (and removed) rather than restored half-fitting.
 */
export const DRAFT_VERSION = 1;
const PREFIX = 'inkbook:draft:';
const storageKey = (name: string) => `${PREFIX}v${DRAFT_VERSION}:${name}`;

export interface Draft<A> {
  answers: Partial<A>;
  /** The step on screen, where reopening picks up. */
  step: number;
  /** The furthest step reached: a reload, Back or Forward may come back to any step up to it. */
  reached: number;
}

/** The answers as they may be stored: without the passwords. */
export function withoutPasswords<A extends object>(answers: A): Partial<A> {
  const {
    password: _password,
    confirmPassword: _confirm,
    ...kept
  } = answers as A & {
    password?: unknown;
    confirmPassword?: unknown;
  };
  return kept as Partial<A>;
}

export function saveDraft<A extends object>(name: string, draft: Draft<A>) {
  try {
    sessionStorage.setItem(
      storageKey(name),
      JSON.stringify({ ...draft, answers: withoutPasswords(draft.answers) }),
    );
  } catch {
    // Storage full or disabled: the draft then lives in memory only, as before.
  }
}

/** The kept draft under `name`; drafts of an earlier version are dropped on the way. */
export function loadDraft<A>(name: string): Draft<A> | null {
  try {
    for (let index = sessionStorage.length - 1; index >= 0; index--) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(PREFIX) && key.endsWith(`:${name}`) && key !== storageKey(name)) {
        sessionStorage.removeItem(key);
      }
    }
    const text = sessionStorage.getItem(storageKey(name));
    if (!text) return null;
    const draft = JSON.parse(text) as Draft<A>;
    return draft &&
      typeof draft.answers === 'object' &&
      Number.isInteger(draft.step) &&
      Number.isInteger(draft.reached)
      ? draft
      : null;
  } catch {
    return null;
  }
}

/** After a successful send nothing is left to restore. */
export function clearDraft(name: string) {
  try {
    sessionStorage.removeItem(storageKey(name));
  } catch {
    // Nothing was stored.
  }
}

/**
 * The draft kept under `name` as the form first renders (read once), and `save`/`clear` for it. Callers save
 * synchronously as answers change, so a reload that comes right after a keystroke still finds it.
 */
export function usePersistedDraft<A extends object>(name: string) {
  const [restored] = useState(() => loadDraft<A>(name));
  const save = useCallback(
    (answers: A, step: number, reached: number) => saveDraft(name, { answers, step, reached }),
    [name],
  );
  const clear = useCallback(() => clearDraft(name), [name]);
  return { restored, save, clear };
}

export type PersistedDraft<A extends object> = ReturnType<typeof usePersistedDraft<A>>;

/**
 * Writes the answers and step to `draft` as they change, while `keep` holds (not for the blank answers of a dialog
 * just sent and started over).
 */
export function useKeepDraft<A extends object>(
  draft: PersistedDraft<A>,
  at: { answers: A; step: number; reached: number },
  keep: boolean,
) {
  const { save } = draft;
  const { answers, step, reached } = at;
  useEffect(() => {
    if (keep) save(answers, step, reached);
  }, [save, answers, step, reached, keep]);
}

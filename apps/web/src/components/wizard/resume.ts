import { paths } from '@/config/paths';
import { previewsOf, rememberPreviews } from '../image-upload/private-upload';

/**
 * A dialog's answers kept across a sign-in (the 409 'Sign in to send your inquiry.', or 'Log in' beside the
 * password fields): /login comes back to the page with `?resume=1`, and the dialog reopens where it was, sending
 * at once when asked to. Kept in sessionStorage, so only this tab sees them; passwords are never stored. The
 * private images' previews go along, so their thumbnails draw again after the page reloads.
 */
export interface ResumeState<Answers> {
  answers: Omit<Answers, 'password' | 'confirmPassword'>;
  previews: Record<string, string>;
  step: number;
  /** Send at once when back signed in (the 409 path); otherwise just reopen at `step`. */
  send: boolean;
}

export const RESUME_PARAM = 'resume';
const RESUME_VALUE = '1';
const storageKey = (key: string) => `inkbook:resume:${key}`;

/** /login, then back to `page` with the dialog to reopen. */
export const resumeLoginHref = (page: string) =>
  `${paths.login}?next=${encodeURIComponent(`${page}?${RESUME_PARAM}=${RESUME_VALUE}`)}`;

export const wantsResume = (params: URLSearchParams) => params.get(RESUME_PARAM) === RESUME_VALUE;

/** The strings held in the answers' lists: the image refs whose previews are worth keeping. */
const listedStrings = (answers: object) =>
  Object.values(answers).flatMap((value) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
  );

/** Keeps the answers (never the passwords) under `key` (the recipient) for the page to pick up after sign-in. */
export function keepForSignIn<Answers extends object>(
  key: string,
  answers: Answers,
  at: { step: number; send: boolean },
) {
  const {
    password: _password,
    confirmPassword: _confirm,
    ...kept
  } = answers as Answers & {
    password?: unknown;
    confirmPassword?: unknown;
  };
  const state = { answers: kept, previews: previewsOf(listedStrings(kept)), ...at };
  const attempt = (value: object) => {
    try {
      sessionStorage.setItem(storageKey(key), JSON.stringify(value));
      return true;
    } catch {
      return false; // Storage full or disabled.
    }
  };
  // Image previews are the bulk; without them the answers still come back (only the thumbnails do not draw).
  if (!attempt(state)) attempt({ ...state, previews: {} });
}

/** The kept state, removed as it is read (it is used once); its image previews are drawn again. */
export function takeResume<Answers>(key: string): ResumeState<Answers> | null {
  try {
    const text = sessionStorage.getItem(storageKey(key));
    sessionStorage.removeItem(storageKey(key));
    if (!text) return null;
    const state = JSON.parse(text) as ResumeState<Answers>;
    rememberPreviews(state.previews);
    return state;
  } catch {
    return null;
  }
}

/** After a send, nothing is left to resume. */
export function clearResume(key: string) {
  try {
    sessionStorage.removeItem(storageKey(key));
  } catch {
    // Nothing was stored.
  }
}

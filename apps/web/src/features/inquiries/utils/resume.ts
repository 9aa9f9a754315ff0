import type { InquiryAnswers } from './answers';

/**
 * Answers kept across a sign-in (the 409 'Sign in to send your inquiry.', or 'Log in' on step 6): /login comes
 * back to the profile with `?inquiry=resume`, and the dialog reopens where it was. Passwords are never stored;
 * the previews let the reference thumbnails draw again after a reload.
 */
export interface ResumeState {
  answers: Omit<InquiryAnswers, 'password' | 'confirmPassword'>;
  previews: Record<string, string>;
  step: number;
  /** Send at once when back signed in (the 409 path); otherwise just reopen at `step`. */
  send: boolean;
}

export const RESUME_PARAM = 'inquiry';
export const RESUME_VALUE = 'resume';
const storageKey = (artistId: string) => `inkbook:inquiry:${artistId}`;

export function saveResume(artistId: string, state: ResumeState) {
  const attempt = (value: ResumeState) => {
    try {
      sessionStorage.setItem(storageKey(artistId), JSON.stringify(value));
      return true;
    } catch {
      return false; // Storage full or disabled.
    }
  };
  // Image previews are the bulk; without them the answers still come back (only the thumbnails do not draw).
  if (!attempt(state)) attempt({ ...state, previews: {} });
}

/** The saved state, removed as it is read: it is used once. */
export function takeResume(artistId: string): ResumeState | null {
  try {
    const text = sessionStorage.getItem(storageKey(artistId));
    sessionStorage.removeItem(storageKey(artistId));
    return text ? (JSON.parse(text) as ResumeState) : null;
  } catch {
    return null;
  }
}

export function clearResume(artistId: string) {
  try {
    sessionStorage.removeItem(storageKey(artistId));
  } catch {
    // Nothing was stored.
  }
}

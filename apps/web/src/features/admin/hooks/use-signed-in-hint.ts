import { useCallback, useState } from 'react';

const KEY = 'inkbook.admin';

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    // Storage can be blocked (private modes, policies): no hint, the server still decides.
    return false;
  }
}

function write(on: boolean) {
  try {
    if (on) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // See read(): without storage the page only loses its hint.
  }
}

/**
 * Spec §2: the admin's signed-in flag in local storage. Only a hint for what to show while GET /api/auth/me
 * answers (a dashboard placeholder rather than a sign-in form that would flash away); the server decides.
 */
export function useSignedInHint() {
  const [hinted, setHinted] = useState(read);
  const remember = useCallback((on: boolean) => {
    write(on);
    setHinted(on);
  }, []);
  return { hinted, remember };
}

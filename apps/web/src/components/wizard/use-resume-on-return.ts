import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useNeedsAppAtOnce } from '@/lib/server-render-hints';
import { RESUME_PARAM, type ResumeState, takeResume, wantsResume } from './resume';

/**
 * On a page that came back from /login with `?resume=1`: takes the answers kept under `key`, drops the
 * parameter from the address (a reload must not resume twice) and hands them to `onResume`, which reopens the
 * dialog with them.
 */
export function useResumeOnReturn<Answers>(key: string, onResume: (state: ResumeState<Answers>) => void) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(onResume);
  latest.current = onResume;
  const resuming = wantsResume(params);
  useNeedsAppAtOnce(resuming);
  useEffect(() => {
    if (!resuming) return;
    const saved = takeResume<Answers>(key);
    setParams(
      (current) => {
        current.delete(RESUME_PARAM);
        return current;
      },
      { replace: true },
    );
    if (saved) latest.current(saved);
  }, [resuming, key, setParams]);
}

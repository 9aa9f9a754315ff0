import { useEffect, useRef } from 'react';

/**
 * Saves a step's values when it goes away for any reason, the browser's Back included, so whatever was typed is
 * there again when the applicant returns to the step; and as the page itself goes (a reload, another site), so the
 * kept draft has them too.
 */
export function useSaveOnLeave(save: () => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onPageHide = () => latest.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      latest.current();
    };
  }, []);
}

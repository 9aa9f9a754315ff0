import { useEffect, useRef } from 'react';

/**
 * Saves a step's values when it goes away for any reason, the browser's Back included, so whatever was typed is
 * there again when the applicant returns to the step.
 */
export function useSaveOnLeave(save: () => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => () => latest.current(), []);
}

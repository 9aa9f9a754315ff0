import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to and focuses the element the address's `#anchor` names once `ready`. A reminder's link
 * (`/my-inquiries/{id}#consent`) arrives before the page has read what holds that anchor, so the browser's own jump
 * finds nothing; a link on the page to its own anchor moves focus there too, so keyboard and screen-reader users land
 * where sighted ones look. Once per visit of the anchor: a later refetch does not pull focus back.
 */
export function useHashTarget(ready: boolean) {
  const { hash, key } = useLocation();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash) return;
    const visit = `${key}${hash}`;
    if (handled.current === visit) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    handled.current = visit;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  });
}

import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * This site's origin, for links shared outside it. The server renders without one (it does not know which host the
 * visitor used), so hydration draws '' as the server did and then the browser's own origin.
 */
export const useOrigin = () =>
  useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );

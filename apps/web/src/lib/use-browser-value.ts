import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (its origin, its locale), for text a server-rendered page also shows. The server
 * renders `onServer`, so does the browser's first render of that page (hydration must draw what the server drew),
 * and then the browser's own value. A page the browser draws alone reads the browser's value at once.
 */
export const useBrowserValue = <T>(read: () => T, onServer: T): T =>
  useSyncExternalStore(unchanging, read, () => onServer);

const siteOrigin = () => window.location.origin;

/** This site's origin, for links shared outside it: the server does not know which host the visitor used. */
export const useSiteOrigin = () => useBrowserValue(siteOrigin, '');

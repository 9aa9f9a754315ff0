import { createContext, useContext } from 'react';

/**
 * What a server render learns about its page while drawing it (entry-server.tsx provides one per render and hands
 * it to the gateway): set by the page's parts, read after the render. In the browser there is none.
 */
export interface ServerRenderHints {
  /** The page shows, by its address, something only the app draws: its code starts at once, not at first use. */
  needsAppAtOnce: boolean;
}

export const ServerRenderHintsContext = createContext<ServerRenderHints | null>(null);

/** Marks the page being rendered on the server as one its visitor needs the app for at once, when `needed`. */
export function useNeedsAppAtOnce(needed: boolean) {
  const hints = useContext(ServerRenderHintsContext);
  if (hints && needed) hints.needsAppAtOnce = true;
}

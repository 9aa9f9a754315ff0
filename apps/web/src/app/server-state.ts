import { SERVER_STATE_ID } from '@inkbook/contracts/lead-image';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the browser needs to draw exactly the server's HTML on its first render: the queries the page was drawn from
 * and the router's state (its loaders' answers). A JSON block, not an inline script: the CSP allows only our files.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

/** The state a server-rendered page came with; null for a page the browser draws alone (#root holds the shell). */
export function readServerState(): ServerState | null {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServerState;
  } catch {
    return null;
  }
}

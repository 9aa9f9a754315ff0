import { PAGE_DATA_ID } from '@inkbook/contracts/lead-image';

/**
 * The public answers the gateway fetched while it served this page (apps/gateway/src/page-data.ts), keyed by the
 * exact API URL. The API client takes each one once instead of asking the network, so a page's first paint does
 * not wait for its code to load and then for its data. They are only good while the page first loads: later
 * reads (a refetch, a page visited later) always ask the network.
 */
const FRESH_FOR_MS = 10_000;

const inBrowser = typeof document !== 'undefined';

function readPageData(): Map<string, unknown> {
  const block = inBrowser ? document.getElementById(PAGE_DATA_ID) : null;
  if (!block?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(block.textContent) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

let pageData = readPageData();

/** The answer the page came with for this GET, once; undefined when the network must be asked. */
export function takePageData(url: string): unknown {
  if (!pageData.has(url)) return undefined;
  const answer = pageData.get(url);
  pageData.delete(url);
  // On the server the answers were fetched for this very render (withPageData): always fresh.
  return !inBrowser || performance.now() < FRESH_FOR_MS ? answer : undefined;
}

let serverTurn: Promise<unknown> = Promise.resolve();

/**
 * Server rendering (entry-server.tsx): runs `load` (a page's route loaders) with `answers` as the page's data. The
 * answers live in this module, so renders take turns: one render's loaders never see another's answers. A turn is
 * short (the reads are answered from memory) and whatever is left untaken is dropped when it ends.
 */
export function withPageData<T>(answers: Record<string, unknown>, load: () => Promise<T>): Promise<T> {
  const turn = serverTurn.then(async () => {
    pageData = new Map(Object.entries(answers));
    try {
      return await load();
    } finally {
      pageData = new Map();
    }
  });
  serverTurn = turn.catch(() => undefined);
  return turn;
}

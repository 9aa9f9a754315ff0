import { PAGE_DATA_ID } from '@inkbook/contracts/lead-image';

/**
 * The public answers the gateway fetched while it served this page (apps/gateway/src/page-data.ts), keyed by the
 * exact API URL. The API client takes each one once instead of asking the network, so a page's first paint does
 * not wait for its code to load and then for its data. They are only good while the page first loads: later
 * reads (a refetch, a page visited later) always ask the network.
 */
const FRESH_FOR_MS = 10_000;

function readPageData(): Map<string, unknown> {
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(block.textContent) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

const pageData = readPageData();

/** The answer the page came with for this GET, once; undefined when the network must be asked. */
export function takePageData(url: string): unknown {
  if (!pageData.has(url)) return undefined;
  const answer = pageData.get(url);
  pageData.delete(url);
  return performance.now() < FRESH_FOR_MS ? answer : undefined;
}

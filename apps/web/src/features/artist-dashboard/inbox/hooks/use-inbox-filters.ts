import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type InboxFilters, unfiltered } from '../api/query-keys';

/** A search is sent once typing pauses this long. */
const SEARCH_SETTLE_MS = 300;

/** The search box text, the status and the stage filters; `filters` is what the server is asked for. */
export function useInboxFilters() {
  const [search, setSearch] = useState(unfiltered.q);
  const [status, setStatus] = useState<InboxFilters['status']>(unfiltered.status);
  const [stage, setStage] = useState<InboxFilters['stage']>(unfiltered.stage);
  const q = useDebouncedValue(search.trim(), SEARCH_SETTLE_MS);
  const filters: InboxFilters = { q, status, stage };
  const narrowed = q !== '' || status !== 'all' || stage !== 'all';
  return { search, setSearch, status, setStatus, stage, setStage, filters, narrowed };
}

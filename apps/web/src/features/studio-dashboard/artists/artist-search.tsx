import type { ClaimStatus } from '@inkbook/contracts/claim';
import { Search } from 'lucide-react';
import { type RefObject, useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { MIN_SEARCH_LENGTH, useArtistSearch } from '@/lib/artist-search';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SearchResultRow } from './search-result-row';

/** Typing settles this long before a search goes out. */
const SETTLE_MS = 300;

interface ArtistSearchProps {
  studioId: string;
  /** The studio's open or verified claim status per artist id. */
  openClaims: ReadonlyMap<string, ClaimStatus>;
  /** The search box, for the empty claims list's 'Find artists'. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** Find approved artists (2+ characters, nothing sent below that) and send them a claim. */
export function ArtistSearch({ studioId, openClaims, inputRef }: ArtistSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SETTLE_MS);
  const ready = query.length >= MIN_SEARCH_LENGTH && text.trim().length >= MIN_SEARCH_LENGTH;
  const { data, isFetching, isError, errorUpdatedAt } = useArtistSearch(query);
  const results = ready && !isError ? (data ?? []) : [];

  // Once per failed search (its time tells a new failure from the same one rendered again).
  useEffect(() => {
    if (isError && errorUpdatedAt) toast.error('Search failed');
  }, [isError, errorUpdatedAt]);

  const hint = !ready
    ? 'Type at least 2 characters of a name or Instagram handle.'
    : isError
      ? 'Search failed'
      : !data
        ? ''
        : results.length === 0
          ? 'No approved artists match that search.'
          : `${results.length} ${results.length === 1 ? 'artist' : 'artists'} found`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-white/70 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-xl font-semibold text-ink">
        Find artists
      </h2>
      <p className="mt-1 text-sm text-muted">
        Send a claim to an artist who works at your studio; they confirm it from their dashboard.
      </p>
      <Label htmlFor={`${id}-input`} className="mt-4 block">
        Search approved artists
      </Label>
      <div className="relative mt-1.5">
        <Search aria-hidden="true" className="absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" />
        <Input
          id={`${id}-input`}
          ref={inputRef}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name or Instagram handle"
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          className="pl-10"
        />
        {isFetching && ready ? (
          <Spinner label="Searching" className="absolute top-1/2 right-3.5 -translate-y-1/2 text-muted" />
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted" aria-live="polite">
        {hint}
      </p>
      {results.length > 0 ? (
        <ul
          aria-label="Search results"
          className="mt-3 max-h-[28rem] divide-y divide-line overflow-y-auto rounded-xl border border-line bg-white"
        >
          {results.map((artist) => (
            <SearchResultRow
              key={artist.id}
              artist={artist}
              studioId={studioId}
              openStatus={openClaims.get(artist.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

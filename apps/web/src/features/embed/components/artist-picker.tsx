import type { ArtistSearchResult } from '@inkbook/contracts/artist';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MediaImage } from '@/components/media-image';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { MIN_SEARCH_LENGTH, useArtistSearch } from '@/lib/artist-search';

export interface PickedArtist {
  artistName: string;
  instagramHandle: string;
  profileImage: string | null;
  location: string;
}

/** Search approved artists by name or handle (2+ characters) and pick one. */
export function ArtistPicker({ onPick }: { onPick: (artist: PickedArtist) => void }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching, isError } = useArtistSearch(query);
  const ready = query.length >= MIN_SEARCH_LENGTH;
  const results: ArtistSearchResult[] = ready ? (data ?? []) : [];

  return (
    <div>
      <Label htmlFor="artist-search">Find an artist</Label>
      <div className="relative mt-1.5">
        <Search aria-hidden="true" className="absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" />
        <Input
          id="artist-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name or Instagram handle"
          aria-describedby="artist-search-hint"
          autoComplete="off"
          className="pl-10"
        />
        {isFetching ? (
          <Spinner label="Searching" className="absolute top-1/2 right-3.5 -translate-y-1/2 text-muted" />
        ) : null}
      </div>
      <p id="artist-search-hint" className="mt-1.5 text-sm text-muted" aria-live="polite">
        {!ready
          ? 'Type at least 2 characters.'
          : isError
            ? 'Search failed'
            : data && results.length === 0
              ? 'No approved artists match that search.'
              : data
                ? `${results.length} ${results.length === 1 ? 'artist' : 'artists'} found`
                : ''}
      </p>
      {results.length > 0 ? (
        <ul
          aria-label="Search results"
          className="mt-3 max-h-80 divide-y divide-line overflow-y-auto rounded-xl border border-line bg-white"
        >
          {results.map((artist) => (
            <li key={artist.id}>
              <button
                type="button"
                onClick={() => onPick(artist)}
                className="flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-paper-deep focus-visible:bg-paper-deep"
              >
                <MediaImage
                  src={artist.profileImage}
                  alt=""
                  aspect="1/1"
                  sizes="40px"
                  fallback={artist.artistName}
                  className="size-10 shrink-0 rounded-full [&_span]:text-base"
                />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{artist.artistName}</span>
                  <span className="block truncate text-sm text-muted">
                    @{artist.instagramHandle} · {artist.location}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

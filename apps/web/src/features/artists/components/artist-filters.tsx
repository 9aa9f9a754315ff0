import type { ArtistListParams } from '@inkbook/contracts/artist-list';
import { browseStyles } from '@inkbook/contracts/styles';
import { Search, X } from 'lucide-react';
import { NearControls } from '@/components/near/near-controls';
import { OrderToggle } from '@/components/order-toggle';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useSearchText } from '@/lib/use-search-text';
import { sortOptionsFor } from '../utils/list-params';

const selectClass = cn(
  'block h-11 w-full appearance-none rounded-lg border border-line bg-white bg-no-repeat pr-9 pl-3.5 text-base text-ink shadow-xs',
  'bg-[length:12px] bg-[right_0.9rem_center] transition-colors hover:border-ink/40',
  "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%230f0f10' stroke-width='1.6'/%3E%3C/svg%3E\")]",
);

interface ArtistFiltersProps {
  params: ArtistListParams;
  onChange: (change: Partial<ArtistListParams>, options?: { replace?: boolean }) => void;
  /** A new place for 'Near me' (the page also sorts by distance). */
  onPlace: (near: string) => void;
  onClear: () => void;
}

/** Search, style, sort, order and 'Near me' for /artists; every choice is written to the URL by the caller. */
export function ArtistFilters({ params, onChange, onPlace, onClear }: ArtistFiltersProps) {
  const search = useSearchText(params.q, (q) => onChange({ q }, { replace: true }));

  // A style from a link that no artist list offers still shows as chosen (and simply matches no one).
  const styles: string[] =
    params.style && !(browseStyles as readonly string[]).includes(params.style)
      ? [...browseStyles, params.style]
      : [...browseStyles];
  const canClear = Boolean(
    params.q ||
      params.style ||
      params.sort !== 'name' ||
      params.order !== 'asc' ||
      params.near ||
      params.openBooks,
  );
  const descending = params.order === 'desc';

  return (
    <search className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-white/70 p-4 shadow-sm shadow-ink/5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] lg:items-end">
      <div className="col-span-2 lg:col-span-1">
        <Label htmlFor="artist-search">Search</Label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id="artist-search"
            type="search"
            value={search.text}
            placeholder="Name, studio or city"
            autoComplete="off"
            onChange={(event) => search.type(event.target.value)}
            className="block h-11 w-full rounded-lg border border-line bg-white pr-3.5 pl-10 text-base text-ink shadow-xs transition-colors placeholder:text-muted/70 hover:border-ink/40"
          />
        </div>
      </div>
      <div>
        <Label htmlFor="artist-style">Style</Label>
        <select
          id="artist-style"
          value={params.style}
          onChange={(event) => onChange({ style: event.target.value })}
          className={cn(selectClass, 'mt-1.5')}
        >
          <option value="">All styles</option>
          {styles.map((style) => (
            <option key={style} value={style}>
              {style}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="artist-sort">Sort by</Label>
        <select
          id="artist-sort"
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value as ArtistListParams['sort'] })}
          className={cn(selectClass, 'mt-1.5')}
        >
          {sortOptionsFor(params.near).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <OrderToggle
        descending={descending}
        onToggle={() => onChange({ order: descending ? 'asc' : 'desc' })}
      />
      <Button
        variant="ghost"
        className="rounded-lg"
        disabled={!canClear && !search.text}
        onClick={() => {
          search.reset();
          onClear();
        }}
      >
        <X aria-hidden="true" className="size-4" />
        Clear
      </Button>
      <NearControls
        near={params.near}
        radius={params.radius}
        openBooks={params.openBooks}
        onPlace={onPlace}
        onRadius={(radius) => onChange({ radius })}
        onOpenBooks={(openBooks) => onChange({ openBooks })}
        onClearPlace={() => onChange({ near: '', radius: null })}
      />
    </search>
  );
}

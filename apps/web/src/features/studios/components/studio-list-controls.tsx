import { studioSpecializations } from '@inkbook/contracts/studio-options';
import { Search, X } from 'lucide-react';
import { NearControls } from '@/components/near/near-controls';
import { OrderToggle } from '@/components/order-toggle';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useSearchText } from '@/lib/use-search-text';
import { studioSortsFor, type useStudioListParams } from '../utils/list-params';

type ListState = ReturnType<typeof useStudioListParams>;

/** Search, specialization filter, sort, order, Clear and 'Near me'; every change goes straight into the URL. */
export function StudioListControls({ params, update, place, clear, hasAny }: ListState) {
  const search = useSearchText(params.q ?? '', (q) => update({ q: q || undefined }));

  const descending = params.order === 'desc';
  return (
    <search
      aria-label="Filter studios"
      className="grid gap-3 rounded-2xl border border-line bg-white/70 p-4 shadow-sm shadow-ink/5 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_auto]"
    >
      <div>
        <Label htmlFor="studio-search">Search studios</Label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id="studio-search"
            type="search"
            value={search.text}
            onChange={(event) => search.type(event.target.value)}
            placeholder="Studio name, city or style"
            className="pl-10"
          />
        </div>
      </div>
      <div>
        <Label htmlFor="studio-specialization">Specialization</Label>
        <Select
          id="studio-specialization"
          value={params.specialization ?? ''}
          onChange={(event) => update({ specialization: event.target.value || undefined })}
          className="mt-1.5"
        >
          <option value="">All specializations</option>
          {/* A preset from a link that is not in the list still shows as selected. */}
          {params.specialization &&
          !(studioSpecializations as readonly string[]).includes(params.specialization) ? (
            <option value={params.specialization}>{params.specialization}</option>
          ) : null}
          {studioSpecializations.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="studio-sort">Sort by</Label>
        <Select
          id="studio-sort"
          value={params.sort}
          onChange={(event) => update({ sort: event.target.value })}
          className="mt-1.5"
        >
          {studioSortsFor(params.near).map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-end gap-2">
        <OrderToggle
          descending={descending}
          onToggle={() => update({ order: descending ? 'asc' : 'desc' })}
          className="h-11 flex-1 lg:flex-none"
        />
        <Button
          variant="ghost"
          className="h-11 flex-1 rounded-lg lg:flex-none"
          onClick={() => {
            search.reset();
            clear();
          }}
          disabled={!hasAny && !search.text}
        >
          <X aria-hidden="true" className="size-4" />
          Clear
        </Button>
      </div>
      <NearControls
        near={params.near ?? ''}
        radius={params.radius ?? null}
        openBooks={params.books === 'open'}
        onPlace={place}
        onRadius={(radius) => update({ radius: radius ?? undefined })}
        onOpenBooks={(openBooks) => update({ books: openBooks ? 'open' : undefined })}
        onClearPlace={() => update({ near: undefined })}
      />
    </search>
  );
}

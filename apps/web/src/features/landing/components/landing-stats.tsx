import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCountUp } from '../hooks/use-count-up';

/** Spec §9 Landing: rating and client count are fixed; the artist count animates 500 ms, the others 800 ms. */
const RATING = 4.9;
const HAPPY_CLIENTS_K = 30;

interface StatProps {
  /** What screen readers hear: the final value, never the in-between frames. */
  value: string;
  shown: string;
  label: string;
  icon?: ReactNode;
}

function Stat({ value, shown, label, icon }: StatProps) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="order-2 text-xs font-medium tracking-wide text-muted uppercase sm:text-sm">{label}</dt>
      <dd className="order-1 flex items-center gap-1.5 font-display text-3xl font-semibold text-ink tabular-nums sm:text-4xl">
        <span aria-hidden="true">{shown}</span>
        <span className="sr-only">{value}</span>
        {icon}
      </dd>
    </div>
  );
}

/** The three numbers under the hero. `artistCount` is null while the list is loading. */
export function LandingStats({ artistCount }: { artistCount: number | null }) {
  const artists = useCountUp(artistCount, 500);
  const rating = useCountUp(RATING, 800);
  const clients = useCountUp(HAPPY_CLIENTS_K, 800);
  return (
    <dl className="grid grid-cols-3 gap-4 border-t border-line pt-6 sm:gap-10">
      <Stat
        value={artistCount === null ? 'Loading' : `${artistCount}+`}
        shown={artistCount === null ? '–' : `${Math.round(artists)}+`}
        label="Verified Artists"
      />
      <Stat
        value={RATING.toFixed(1)}
        shown={rating.toFixed(1)}
        label="Average Rating"
        icon={<Star className="size-5 fill-accent text-accent sm:size-6" aria-hidden="true" />}
      />
      <Stat value={`${HAPPY_CLIENTS_K}k+`} shown={`${Math.round(clients)}k+`} label="Happy Clients" />
    </dl>
  );
}

import { Star } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Spec §9 Landing: rating and client count are fixed; the artist count animates 500 ms, the others 800 ms. */
const RATING = 4.9;
const HAPPY_CLIENTS_K = 30;

interface CountUpProps {
  /** The whole number it counts to (tenths for a rating). */
  to: number;
  ms: number;
  /** Counts in tenths and shows one decimal (4.9). */
  tenths?: boolean;
  /** Shown after the number ('+', 'k+'). */
  suffix?: string;
}

/**
 * A number counting up from 0 (ease-out), drawn by CSS alone (index.css `.count-up`): a page the server rendered
 * shows it counting before any script runs, and no script spends a frame on it. With reduced motion it shows the
 * final value at once.
 */
function CountUp({ to, ms, tenths = false, suffix = '' }: CountUpProps) {
  const style = { '--count-to': to, '--count-ms': `${ms}ms` } as CSSProperties;
  return (
    <span aria-hidden="true" className={cn('count-up', tenths && 'count-up-tenths')} style={style}>
      {suffix}
    </span>
  );
}

interface StatProps {
  /** What screen readers hear: the final value, never the in-between frames. */
  value: string;
  shown: ReactNode;
  label: string;
  icon?: ReactNode;
}

function Stat({ value, shown, label, icon }: StatProps) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="order-2 text-xs font-medium tracking-wide text-muted uppercase sm:text-sm">{label}</dt>
      <dd className="order-1 flex items-center gap-1.5 font-display text-3xl font-semibold text-ink tabular-nums sm:text-4xl">
        {shown}
        <span className="sr-only">{value}</span>
        {icon}
      </dd>
    </div>
  );
}

/** The three numbers under the hero. `artistCount` is null while the list is loading. */
export function LandingStats({ artistCount }: { artistCount: number | null }) {
  return (
    <dl className="grid grid-cols-3 gap-4 border-t border-line pt-6 sm:gap-10">
      <Stat
        value={artistCount === null ? 'Loading' : `${artistCount}+`}
        shown={
          artistCount === null ? (
            <span aria-hidden="true">–</span>
          ) : (
            <CountUp to={artistCount} ms={500} suffix="+" />
          )
        }
        label="Verified Artists"
      />
      <Stat
        value={RATING.toFixed(1)}
        shown={<CountUp to={Math.round(RATING * 10)} ms={800} tenths />}
        label="Average Rating"
        icon={<Star className="size-5 fill-accent text-accent sm:size-6" aria-hidden="true" />}
      />
      <Stat
        value={`${HAPPY_CLIENTS_K}k+`}
        shown={<CountUp to={HAPPY_CLIENTS_K} ms={800} suffix="k+" />}
        label="Happy Clients"
      />
    </dl>
  );
}

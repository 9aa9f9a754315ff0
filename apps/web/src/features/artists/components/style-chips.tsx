import { cn } from '@/lib/cn';

/** The first `max` styles as chips, then '+N' for the rest (spec §9). */
export function StyleChips({
  styles,
  max,
  className,
}: {
  styles: string[];
  max: number;
  className?: string;
}) {
  if (styles.length === 0) return null;
  const rest = styles.length - max;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Tattoo styles">
      {styles.slice(0, max).map((style) => (
        <li
          key={style}
          className="rounded-full border border-line bg-paper px-2.5 py-0.5 text-xs font-medium text-ink-soft"
        >
          {style}
        </li>
      ))}
      {rest > 0 ? (
        <li className="rounded-full bg-ink px-2.5 py-0.5 text-xs font-medium text-paper">
          <span aria-hidden="true">+{rest}</span>
          <span className="sr-only">and {rest} more</span>
        </li>
      ) : null}
    </ul>
  );
}

import { cn } from '@/lib/cn';
import { quickPicks } from '../utils/options';

interface QuickPicksProps {
  legend: string;
  /** The subject now chosen, shown pressed. */
  chosen?: string;
  onPick: (pick: (typeof quickPicks)[number]) => void;
}

/** Spec §2's quick picks: step 2's subjects, and the results' way to a subject the built-in engine draws. */
export function QuickPicks({ legend, chosen, onPick }: QuickPicksProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {quickPicks.map((pick) => {
          const pressed = chosen?.trim() === pick;
          return (
            <button
              key={pick}
              type="button"
              aria-pressed={pressed}
              onClick={() => onPick(pick)}
              className={cn(
                'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                pressed
                  ? 'border-ink bg-ink text-paper'
                  : 'border-line bg-white text-ink hover:border-ink/40',
              )}
            >
              {pick}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

import { List, Map as MapIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ListView } from './list-view';

const options = [
  { value: 'list', label: 'List', Icon: List },
  { value: 'map', label: 'Map', Icon: MapIcon },
] as const;

/** The List | Map switch; `onPreload` fetches the map's code when a pointer or focus heads for 'Map'. */
export function ViewSwitch({
  view,
  onView,
  onPreload,
}: {
  view: ListView;
  onView: (view: ListView) => void;
  onPreload: () => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-line bg-white p-1">
      <legend className="sr-only">View</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onView(value)}
          onPointerEnter={value === 'map' ? onPreload : undefined}
          onFocus={value === 'map' ? onPreload : undefined}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
            view === value ? 'bg-ink text-paper' : 'text-ink-soft hover:text-ink',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}

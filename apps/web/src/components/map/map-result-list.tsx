import { MapPin } from 'lucide-react';
import type { MapPoint } from './map-point';

/**
 * The map's results as a list of buttons beside it: each opens and focuses its marker's card, so keyboard and
 * screen-reader users reach every card without aiming at markers.
 */
export function MapResultList({
  points,
  hidden,
  onOpen,
}: {
  points: MapPoint[];
  /** How many results on this page have no coordinates (they are only in the list view). */
  hidden: number;
  onOpen: (point: MapPoint) => void;
}) {
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <h2 className="text-sm font-semibold text-ink">On the map</h2>
      {points.length === 0 ? (
        <p className="text-sm text-muted">No results on this page have a location to show.</p>
      ) : (
        <ul aria-label="Results on the map" className="flex flex-col gap-1 overflow-y-auto lg:max-h-[30rem]">
          {points.map((point) => (
            <li key={point.id}>
              <button
                type="button"
                onClick={() => onOpen(point)}
                className="flex w-full items-start gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-paper-deep focus-visible:outline-2 focus-visible:outline-accent"
              >
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  <span className="block font-medium text-ink">{point.name}</span>
                  <span className="block text-muted">
                    {[point.place, point.distance].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 ? (
        <p className="text-xs text-muted">
          {hidden} {hidden === 1 ? 'result has' : 'results have'} no location and{' '}
          {hidden === 1 ? 'is' : 'are'} only in the list.
        </p>
      ) : null}
    </div>
  );
}

import { type NearRadius, nearParam, nearRadii } from '@inkbook/contracts/availability-rules';
import { LocateFixed, X } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { AddressSearch } from '../address-search';
import { Button } from '../ui/button';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import type { NearState } from './near-state';
import { useGeolocation } from './use-geolocation';

const LOCATE_MESSAGES = {
  refused: 'Location access was turned down. Type a city or postcode instead.',
  unavailable: 'Your location is not available right now. Type a city or postcode instead.',
} as const;

interface NearControlsProps extends NearState {
  /** A new place ('lat,lng'); the page also switches to the distance sort. */
  onPlace: (near: string) => void;
  onRadius: (radius: NearRadius | null) => void;
  onOpenBooks: (openBooks: boolean) => void;
  /** Drops `near` (and with it the radius and the distance sort). */
  onClearPlace: () => void;
}

/**
 * 'Near me' for a list: the browser's position (asked only on the click) or a typed city or postcode, then the
 * radius, plus 'Open books only'. Everything lands in the URL through the callbacks.
 */
export function NearControls({
  near,
  radius,
  openBooks,
  onPlace,
  onRadius,
  onOpenBooks,
  onClearPlace,
}: NearControlsProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  // What the place is called on screen: the picked address, 'your location', or (from a shared link) nothing.
  const [placeName, setPlaceName] = useState<string | null>(null);
  const found = useCallback(
    (position: { lat: number; lng: number }) => {
      setPlaceName('your location');
      onPlace(nearParam(position));
    },
    [onPlace],
  );
  const { status, locate } = useGeolocation(found);
  const message = status === 'refused' || status === 'unavailable' ? LOCATE_MESSAGES[status] : null;

  return (
    <fieldset className="col-span-full grid gap-3 border-t border-line pt-3 sm:grid-cols-[auto_minmax(0,1.6fr)_minmax(0,1fr)_auto] sm:items-end">
      <legend className="sr-only">Distance and books</legend>
      <Button
        variant={near ? 'primary' : 'outline'}
        className="h-11 rounded-lg"
        isLoading={status === 'locating'}
        onClick={locate}
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        Near me
      </Button>
      <AddressSearch
        id={`${id}-place`}
        label="Or near a city or postcode"
        value={typed}
        onChange={setTyped}
        onSelect={(suggestion) => {
          setTyped(suggestion.address);
          setPlaceName(suggestion.address);
          onPlace(nearParam(suggestion));
        }}
        placeholder="e.g. Austin, TX or 78701"
        autoComplete="off"
      />
      <div>
        <Label htmlFor={`${id}-radius`}>Within</Label>
        <Select
          id={`${id}-radius`}
          value={radius === null ? '' : String(radius)}
          disabled={!near}
          onChange={(event) =>
            onRadius(event.target.value ? (Number(event.target.value) as NearRadius) : null)
          }
          className="mt-1.5"
        >
          {nearRadii.map((miles) => (
            <option key={miles} value={miles}>
              {miles} miles
            </option>
          ))}
          <option value="">Any distance</option>
        </Select>
      </div>
      <label className="flex h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={openBooks}
          onChange={(event) => onOpenBooks(event.target.checked)}
          className="size-4 accent-accent"
        />
        Open books only
      </label>
      {message ? (
        <p role="alert" className="col-span-full text-sm text-accent">
          {message}
        </p>
      ) : null}
      {near ? (
        <p className="col-span-full flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>
            Showing distances from <span className="font-medium text-ink">{placeName ?? near}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setPlaceName(null);
              setTyped('');
              onClearPlace();
            }}
          >
            <X aria-hidden="true" className="size-4" />
            Clear location
          </Button>
        </p>
      ) : null}
    </fieldset>
  );
}

import { AddressSearch } from './address-search';

/** Where a picked suggestion placed the person; all empty when the location was typed by hand. */
export interface PickedPlace {
  address: string;
  lat: number | null;
  lng: number | null;
}

const typedByHand: PickedPlace = { address: '', lat: null, lng: null };

interface LocationFieldProps {
  value: string;
  error?: string | undefined;
  /** The address last picked from the suggestions, as the form holds it now ('' when none). */
  pickedAddress: () => string;
  onText: (text: string) => void;
  onPlace: (place: PickedPlace) => void;
}

/**
 * An artist's location (application and profile edit): free text with address suggestions. Picking one places
 * the artist on the map; typing over it makes it free text again, whose old coordinates no longer apply.
 */
export function LocationField({ value, error, pickedAddress, onText, onPlace }: LocationFieldProps) {
  return (
    <AddressSearch
      id="location"
      label="Location"
      hint="Your studio's address or your city. Pick a suggestion to place you on the map."
      placeholder="Start typing an address or city"
      autoComplete="off"
      value={value}
      onChange={(text) => {
        onText(text);
        if (pickedAddress() !== text) onPlace(typedByHand);
      }}
      onSelect={({ address, lat, lng }) => {
        onText(address);
        onPlace({ address, lat, lng });
      }}
      error={error}
    />
  );
}

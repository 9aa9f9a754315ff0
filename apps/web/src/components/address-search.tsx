import { type AddressSuggestion, GEOCODE_MIN_CHARS } from '@inkbook/contracts/geocode';
import { MapPin } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { geocodeApi } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Field } from './ui/field';
import { Input } from './ui/input';

export type { AddressSuggestion };

/** Spec §9: suggestions 500 ms after typing stops; the list closes 200 ms after the field loses focus. */
const DEBOUNCE_MS = 500;
const CLOSE_AFTER_BLUR_MS = 200;

export interface AddressSearchProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onSelect: (suggestion: AddressSuggestion) => void;
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
}

/**
 * An address field that offers up to five suggestions from the geocoder (through the gateway's /api/geocode),
 * as an ARIA combobox: arrows move through the list, Enter picks, Escape closes. Free text stays allowed;
 * picking a suggestion hands its address and coordinates to the form. A failed lookup just empties the list
 * (spec §8): the field keeps working as plain text.
 */
export function AddressSearch({
  id,
  label,
  value,
  onChange,
  onSelect,
  error,
  hint,
  placeholder,
  autoComplete = 'street-address',
}: AddressSearchProps) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only typing searches: a value set by picking a suggestion must not reopen the list.
  const [query, setQuery] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const text = query?.trim() ?? '';
    if (text.length < GEOCODE_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      geocodeApi
        .search({ query: { q: text }, signal: controller.signal })
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (suggestion: AddressSuggestion) => {
    setQuery(null);
    setOpen(false);
    setSuggestions([]);
    onSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const picked = suggestions[active];
      if (picked) choose(picked);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete={autoComplete}
            placeholder={placeholder}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setQuery(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              clearTimeout(closeTimer.current);
              if (suggestions.length > 0) setOpen(true);
            }}
            onBlur={() => {
              closeTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
            }}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={`${label} suggestions`}
            hidden={!expanded}
            className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-xl border border-line bg-white shadow-lg shadow-ink/10"
          >
            {suggestions.map((suggestion, index) => (
              <div
                key={`${suggestion.lat},${suggestion.lng},${suggestion.address}`}
                id={`${listId}-${index}`}
                role="option"
                // Focus stays in the input (aria-activedescendant); -1 keeps options out of the Tab order.
                tabIndex={-1}
                aria-selected={index === active}
                // mousedown, not click: it lands before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
                className={cn(
                  'flex cursor-pointer items-start gap-2 px-3.5 py-2.5 text-sm text-ink',
                  index === active ? 'bg-paper-deep' : 'hover:bg-paper',
                )}
              >
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                {suggestion.address}
              </div>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {expanded ? `${suggestions.length} address suggestions` : ''}
          </p>
        </div>
      )}
    </Field>
  );
}

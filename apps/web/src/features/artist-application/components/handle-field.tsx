import { INSTAGRAM_HANDLE, normalizeHandle } from '@inkbook/contracts/handle';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHandleAvailability } from '../api/check-handle';

export const HANDLE_TAKEN = 'This handle is already taken';
const CHECK_DELAY_MS = 400;

interface HandleFieldProps {
  registration: UseFormRegisterReturn<'instagramHandle'>;
  /** What the input holds now ('@name', a profile link…). */
  value: string;
  error?: string | undefined;
}

/**
 * The Instagram handle with a live availability check: once typing pauses, the bare handle is looked up and
 * the line under the field says whether it is free. A taken handle reads as the field's error.
 */
export function HandleField({ registration, value, error }: HandleFieldProps) {
  const handle = normalizeHandle(value);
  // Only a well-formed handle is worth asking about; the form's own message covers the rest.
  const candidate = INSTAGRAM_HANDLE.test(handle) ? handle : null;
  const settled = useDebouncedValue(candidate, CHECK_DELAY_MS);
  const check = useHandleAvailability(settled);
  const current = candidate !== null && candidate === settled;
  // Only the answer for what the field holds now counts: an empty field (or one still being typed) says nothing.
  const available = current ? check.data?.available : undefined;
  const checking = candidate !== null && (!current || check.isFetching);

  let status = 'Your Instagram @handle or profile link. It becomes your profile address.';
  let statusClass = 'text-muted';
  if (checking) status = 'Checking availability...';
  else if (available === true) {
    status = 'Handle is available!';
    statusClass = 'font-medium text-success';
  }

  return (
    <Field
      id="instagram-handle"
      label="Instagram handle"
      error={error ?? (available === false ? HANDLE_TAKEN : undefined)}
      hint={
        // One live region that persists, so each change of the check's answer is announced.
        <span role="status" className={statusClass}>
          {status}
        </span>
      }
    >
      {(control) => (
        <Input
          {...control}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="@yourhandle"
          {...registration}
        />
      )}
    </Field>
  );
}

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { StudioFormValues } from '../utils/studio-form';

/**
 * Fields are first checked when Continue is pressed (no red text while someone is still typing); once a field
 * shows a message it is re-checked on every change, so the message goes as soon as the value is right. A new
 * password re-checks a flagged confirmation too, since the mismatch can be fixed from either side.
 */
export function useRecheckFlaggedFields(form: UseFormReturn<StudioFormValues>) {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      const related = name === 'password' ? [name, 'confirmPassword' as const] : [name];
      const flagged = related.filter((field) => form.getFieldState(field).invalid);
      if (flagged.length > 0) void form.trigger(flagged);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

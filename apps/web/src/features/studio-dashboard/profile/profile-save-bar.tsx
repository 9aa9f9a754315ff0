import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface ProfileSaveBarProps {
  /** Something differs from the stored profile. */
  dirty: boolean;
  saving: boolean;
  uploading: boolean;
  onDiscard: () => void;
}

/**
 * Kept in view at the bottom of the long form: save (held while images upload or a save runs) or discard. With
 * nothing to save the buttons are marked unavailable rather than disabled, so they keep the keyboard's focus.
 */
export function ProfileSaveBar({ dirty, saving, uploading, onDiscard }: ProfileSaveBarProps) {
  const saveRef = useRef<HTMLButtonElement>(null);
  const wasSaving = useRef(false);
  useEffect(() => {
    // Disabled while it saved, the button dropped the focus; give it back so the keyboard carries on from here
    // (unless a refused field took it).
    if (wasSaving.current && !saving && document.activeElement === document.body) saveRef.current?.focus();
    wasSaving.current = saving;
  }, [saving]);

  const state = saving
    ? 'Saving your changes...'
    : uploading
      ? 'Waiting for images to finish uploading.'
      : dirty
        ? 'You have unsaved changes.'
        : 'All changes saved.';
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
      <Button
        ref={saveRef}
        type="submit"
        variant="accent"
        isLoading={saving}
        disabled={uploading}
        aria-disabled={!dirty || undefined}
      >
        {saving ? 'Saving...' : uploading ? 'Uploading...' : 'Save Changes'}
      </Button>
      <Button
        variant="outline"
        onClick={dirty ? onDiscard : undefined}
        disabled={saving}
        aria-disabled={!dirty || undefined}
      >
        Discard Changes
      </Button>
      {/* On a phone the bar keeps to one row; the unavailable Save says enough there, and screen readers hear it. */}
      <p role="status" className="sr-only text-sm text-muted sm:not-sr-only sm:ml-auto">
        {state}
      </p>
    </div>
  );
}

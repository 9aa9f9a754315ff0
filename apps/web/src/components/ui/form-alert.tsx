import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A whole-form message (a failed sign-in, a save the server refused), announced when it appears; it may carry a link
 * to what to do next.
 */
export function FormAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-accent/30 bg-accent-soft px-3.5 py-3 text-sm font-medium text-accent-strong"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

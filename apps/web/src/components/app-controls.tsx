import type { ReactNode } from 'react';
import { useBrowserValue } from '@/lib/use-browser-value';

const running = () => true;

/**
 * Controls that work through the app alone (a list's filters): disabled in a server-rendered page until the app has
 * hydrated it, so nothing typed or chosen before the app runs is silently lost. Adds no box of its own.
 */
export function AppControls({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled={!useBrowserValue(running, false)} className="contents">
      {children}
    </fieldset>
  );
}

import { type ReactNode, useId } from 'react';

/** One part of the account settings: a region named by its heading, so it is found by name and by landmark. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

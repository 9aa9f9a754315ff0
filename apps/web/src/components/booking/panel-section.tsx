import { type ReactNode, useId } from 'react';

interface PanelSectionProps {
  title: string;
  children: ReactNode;
  /** Its buttons, under it (an empty fragment when the state allows none). */
  actions?: ReactNode;
}

/** One titled part of the recipient's booking panel: the deposit, the sessions, the consent form, healed photos. */
export function PanelSection({ title, children, actions }: PanelSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h3>
      {children}
      {actions ? <div className="flex flex-wrap gap-2 empty:hidden">{actions}</div> : null}
    </section>
  );
}

import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A whole-form good outcome (a link sent, a password set, an address confirmed), in the success colours. */
export function SuccessNote({
  icon: Icon = CircleCheck,
  children,
}: {
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-success/30 bg-success/10 px-3.5 py-3 text-sm font-medium text-success">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

import type { HoldUpResult } from '@inkbook/contracts/design';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Whether the design survives being tattooed at the chosen size: 'Holds up at 5 in', or what to change. */
export function HoldUpNote({ holdUp }: { holdUp: HoldUpResult }) {
  const Icon = holdUp.holds ? CircleCheck : CircleAlert;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium',
        holdUp.holds ? 'bg-success/10 text-success' : 'bg-accent-soft text-accent-strong',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {holdUp.message}
    </p>
  );
}

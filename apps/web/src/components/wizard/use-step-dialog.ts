import { type MouseEvent, useState } from 'react';
import { useDialogStep } from '@/lib/use-dialog-step';
import { usePersistedDraft } from '@/lib/use-persisted-draft';
import { useLazyDialog } from '../lazy-dialog';
import { RESUME_PARAM } from './resume';
import { TOUCHUP_PARAM } from './use-touchup-on-arrival';

/**
 * A profile's inquiry dialog (lazily loaded) whose step is in the address (`useDialogStep`) and whose answers are
 * kept in the tab under `name` (`usePersistedDraft`): Back steps back or closes it, a reload opens it again as it
 * was. The button reopens it at the step it was closed at; `arrive` opens it for a link that came to open it
 * (`?touchup=`, back from /login), whose parameter comes off the address.
 */
export function useStepDialog<A extends object>(name: string, preload: () => unknown) {
  const lazy = useLazyDialog(preload);
  const draft = usePersistedDraft<A>(name);
  const steps = useDialogStep(draft.restored?.reached ?? 1);
  const [reopenAt, setReopenAt] = useState(draft.restored?.step ?? 1);
  if (steps.step !== null && steps.step !== reopenAt) setReopenAt(steps.step);
  const open = steps.step !== null;

  return {
    steps,
    draft,
    show: (event: MouseEvent<HTMLElement>) => {
      lazy.show(event);
      // After a send the furthest step is 1 again: a new inquiry starts there.
      steps.open(Math.min(reopenAt, steps.reached));
    },
    arrive: (at: number) => steps.open(at, { drop: [RESUME_PARAM, TOUCHUP_PARAM] }),
    /** For LazyDialog: mounted once opened (or opened by the address), open while the address names a step. */
    dialog: {
      mounted: lazy.mounted || open,
      control: {
        ...lazy.control,
        open,
        onOpenChange: (next: boolean) => (next ? undefined : steps.close()),
      },
    },
  };
}

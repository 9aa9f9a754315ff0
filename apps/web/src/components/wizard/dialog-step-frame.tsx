import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Progress } from '../ui/progress';

interface DialogStepFrameProps {
  /** 1-based step shown as 'Step N of {total}'. */
  step: number;
  total: number;
  /** The bar's fill; step / total when omitted (a closing 'done' screen shows 100%). */
  percent?: number;
  title: string;
  description?: ReactNode;
  /** Enter in a field (not a textarea) does what the forward button does; it is called only when allowed. */
  onSubmit: () => void;
  /** The Back / Next row, rendered inside the form so a `type="submit"` button submits it. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * One step of a wizard that lives in a dialog (the inquiry dialogs): progress, the step's heading, its fields and
 * its buttons. Focus moves to the heading on every step (and when the dialog opens, if the dialog's own
 * auto-focus is turned off), so keyboard and screen-reader users start each step at its top.
 */
export function DialogStepFrame({
  step,
  total,
  percent,
  title,
  description,
  onSubmit,
  actions,
  children,
}: DialogStepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = percent ?? Math.round((step / total) * 100);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step changes.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col">
      <div className="flex items-center justify-between text-sm font-medium text-muted">
        <span>
          Step {Math.min(step, total)} of {total}
        </span>
        <span>{shown}%</span>
      </div>
      <Progress value={shown} label={`Step ${Math.min(step, total)} of ${total}`} className="mt-2" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 font-display text-2xl font-semibold focus:outline-none sm:text-3xl"
      >
        {title}
      </h3>
      {description ? <p className="mt-1.5 text-sm text-muted">{description}</p> : null}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
      {/* Sticky at the bottom of the dialog (the scroll container): a long step never hides Back / Next below it. */}
      <div className="sticky bottom-0 z-10 -mx-5 mt-8 flex items-center justify-between gap-3 border-t border-line bg-paper px-5 py-4 sm:-mx-8 sm:px-8">
        {actions}
      </div>
    </form>
  );
}

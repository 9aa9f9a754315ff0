import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { PageTitle } from '../page-title';
import { Button } from '../ui/button';
import { Progress } from '../ui/progress';

interface WizardFrameProps {
  /** 1-based step shown as 'Step N of {total}'. */
  step: number;
  total: number;
  title: string;
  description?: string;
  /** Names the page in the tab title, e.g. 'Artist application'. */
  pageTitle: string;
  /** The forward button's text: 'Continue', 'Preview Profile', 'Submit for Review', 'Submitting...'. */
  nextLabel: string;
  onNext: () => void;
  onBack: () => void;
  /** Back is disabled on the first step (spec §2). */
  backDisabled: boolean;
  /** The back button's text; 'Back' unless the spec names another (the estimator's 'Previous'). */
  backLabel?: string;
  busy?: boolean;
  /** Replaces the default Back / next row (e.g. a preview's 'Back to Edit'). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One wizard step: 'Step N of M' with the percent bar, the step's title, its fields, and Back / next. The step
 * is a <form>, so Enter in a field moves on like the button does. Focus goes to the title on each step so
 * keyboard and screen-reader users start at the top of the new step.
 */
export function WizardFrame({
  step,
  total,
  title,
  description,
  pageTitle,
  nextLabel,
  onNext,
  onBack,
  backDisabled,
  backLabel = 'Back',
  busy = false,
  actions,
  children,
}: WizardFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const percent = Math.round((step / total) * 100);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step changes.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: false });
    window.scrollTo({ top: 0 });
  }, [step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onNext();
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={`${pageTitle} · Step ${step} of ${total}`} />
      <div className="flex items-center justify-between text-sm font-medium text-muted">
        <span>
          Step {step} of {total}
        </span>
        <span>{percent}%</span>
      </div>
      <Progress value={percent} label={`Step ${step} of ${total}`} className="mt-2" />
      <form noValidate onSubmit={submit} className="mt-8">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-3xl font-semibold focus:outline-none sm:text-4xl"
        >
          {title}
        </h1>
        {description ? <p className="mt-2 text-muted">{description}</p> : null}
        <div className="mt-8 flex flex-col gap-6">{children}</div>
        {actions ?? (
          <div className="mt-10 flex items-center justify-between gap-3 border-t border-line pt-6">
            <Button variant="outline" onClick={onBack} disabled={backDisabled || busy}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {backLabel}
            </Button>
            <Button type="submit" variant="accent" isLoading={busy}>
              {nextLabel}
              {busy ? null : <ArrowRight aria-hidden="true" className="size-4" />}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}

import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PageTitle } from '../page-title';
import { Button } from '../ui/button';

export interface WizardIntroCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface WizardIntroProps {
  title: string;
  /** e.g. 'Takes about 5 minutes to complete'. */
  note: string;
  cards: readonly WizardIntroCard[];
  onStart: () => void;
  /** The start button's text; 'Get started' unless the spec names another (the estimator's 'Get Quote'). */
  startLabel?: string;
  /** The start was pressed and the first step's code is still on its way: the button shows it is busy. */
  starting?: boolean;
  /** Move focus to the title when shown, as each wizard step does (a wizard that returns here, e.g. 'Get New Quote'). */
  focusTitle?: boolean;
}

/** The screen before a wizard's first step (spec §2): what applying takes, then 'Get started'. */
export function WizardIntro({
  title,
  note,
  cards,
  onStart,
  startLabel = 'Get started',
  starting = false,
  focusTitle = false,
}: WizardIntroProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-20">
      <PageTitle title={title} />
      <h1
        ref={titleRef}
        tabIndex={focusTitle ? -1 : undefined}
        className="text-center font-display text-4xl font-semibold focus:outline-none sm:text-5xl"
      >
        {title}
      </h1>
      <p className="mt-4 flex items-center justify-center gap-2 text-muted">
        <Clock aria-hidden="true" className="size-4" />
        {note}
      </p>
      <ol className="mt-10 grid gap-4 sm:grid-cols-3">
        {cards.map(({ icon: Icon, title: cardTitle, text }, index) => (
          <li key={cardTitle} className="rounded-2xl border border-line bg-white/70 p-6">
            <span className="flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-full bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-medium text-muted">Step {index + 1}</span>
            </span>
            <h2 className="mt-4 font-display text-xl font-semibold">{cardTitle}</h2>
            <p className="mt-1.5 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">
        <Button size="lg" variant="accent" onClick={onStart} isLoading={starting}>
          {startLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </section>
  );
}

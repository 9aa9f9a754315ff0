import { estimatorQuote } from '@inkbook/contracts/quote';
import { RotateCcw, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import type { EstimatorAnswers } from '../utils/answers';
import { PriceBreakdown } from './price-breakdown';
import { PriceEstimate } from './price-estimate';
import { QuoteDisclaimer, QuoteExplanation } from './quote-explanation';

interface QuoteResultProps {
  answers: EstimatorAnswers;
  onNewQuote: () => void;
}

const TITLE = 'Your Tattoo Quote';

/** The result (spec §2, §9 "Estimator quote"), worked out here from the answers: nothing is sent anywhere. */
export function QuoteResult({ answers, onNewQuote }: QuoteResultProps) {
  const quote = estimatorQuote(answers);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={TITLE} />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-3xl font-semibold focus:outline-none sm:text-4xl"
      >
        {TITLE}
      </h1>
      <p className="mt-2 text-muted">An estimate for {answers.market.trim()}, from the answers you gave.</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <PriceEstimate quote={quote} />
        <PriceBreakdown breakdown={quote.breakdown} />
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <QuoteExplanation />
        <QuoteDisclaimer market={answers.market} />
      </div>
      <div className="mt-10 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onNewQuote}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Get New Quote
        </Button>
        <Link to={paths.artists} className={buttonStyles({ variant: 'accent' })}>
          <Search aria-hidden="true" className="size-4" />
          Find Artists
        </Link>
      </div>
    </section>
  );
}

import { Calculator, MapPin, PenLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWizardStep } from '@/components/wizard/use-wizard-step';
import { WizardIntro } from '@/components/wizard/wizard-intro';
import { useEstimatorAnswers } from '../hooks/use-estimator-answers';
import { focusFirstError } from '../utils/focus-field';
import { firstOpenStep, gateErrors } from '../utils/gates';
import { RESULT_STEP } from '../utils/steps';
import { EstimatorStep } from './estimator-step';
import { QuoteResult } from './quote-result';
import { DescriptionStep } from './steps/description-step';
import { MarketStep } from './steps/market-step';
import { PlacementStep } from './steps/placement-step';
import { SizeStep } from './steps/size-step';
import { StyleStep } from './steps/style-step';

const introCards = [
  {
    icon: PenLine,
    title: 'Describe your idea',
    text: 'Tell us what you want, with reference images if you have them.',
  },
  {
    icon: MapPin,
    title: 'Placement, size and style',
    text: 'Where it goes, how big, how detailed, which colours and which artist tier.',
  },
  {
    icon: Calculator,
    title: 'Get your quote',
    text: 'A price range, the time it takes and the deposit, worked out on the spot.',
  },
] as const;

/**
 * The price estimator (spec §2): a welcome screen, five gated steps, then the quote. Everything stays in the page
 * (spec §7: it makes no calls). The screen is kept in the URL so the browser's Back moves between steps.
 */
export function PricingEstimator() {
  const wizard = useWizardStep(RESULT_STEP);
  const { answers, errors, setErrors, change, reset, keepImage } = useEstimatorAnswers();
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState(false);
  // The URL can name a later screen than the answers allow (the browser's Back after 'Get New Quote' leads to the
  // old result's URL): show the first step still waiting for an answer instead.
  const step = Math.min(wizard.step, firstOpenStep(answers));
  // A refused gate's messages belong to its step; another step starts clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    setErrors({});
  }, [step]);

  const next = () => {
    const found = gateErrors(step, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    wizard.goTo(step + 1);
  };

  if (step === 0) {
    return (
      <WizardIntro
        title="Tattoo Pricing Estimator"
        note="Takes about 2 minutes to complete"
        cards={introCards}
        startLabel="Get Quote"
        focusTitle={started}
        onStart={() => {
          setStarted(true);
          wizard.goTo(1);
        }}
      />
    );
  }
  if (step === RESULT_STEP) {
    return (
      <QuoteResult
        answers={answers}
        onNewQuote={() => {
          reset();
          wizard.goTo(0);
        }}
      />
    );
  }

  const fields = { answers, errors, onChange: change };
  const images = { keepImage, onBusyChange: setBusy };
  return (
    <EstimatorStep step={step} onNext={next} onBack={wizard.back} busy={busy}>
      {step === 1 ? <DescriptionStep {...fields} {...images} /> : null}
      {step === 2 ? <PlacementStep {...fields} {...images} /> : null}
      {step === 3 ? <SizeStep {...fields} /> : null}
      {step === 4 ? <StyleStep {...fields} /> : null}
      {step === 5 ? <MarketStep {...fields} /> : null}
    </EstimatorStep>
  );
}

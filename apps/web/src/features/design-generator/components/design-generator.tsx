import { Download, Palette, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWizardAnswers } from '@/components/wizard/use-wizard-answers';
import { useWizardStep } from '@/components/wizard/use-wizard-step';
import { WizardIntro } from '@/components/wizard/wizard-intro';
import { useDesignGeneration } from '../hooks/use-design-generation';
import { designRequestOf, emptyAnswers } from '../utils/answers';
import { focusFirstError } from '../utils/focus-field';
import { firstOpenStep, gateErrors } from '../utils/gates';
import { DETAILS_STEP, RESULTS_STEP } from '../utils/steps';
import { DesignResults } from './design-results';
import { GeneratingCard } from './generating-card';
import { GeneratorStep } from './generator-step';
import { ResultsActions } from './results-actions';
import { ColorStep } from './steps/color-step';
import { ConceptStep } from './steps/concept-step';
import { DetailsStep } from './steps/details-step';
import { PlacementStep } from './steps/placement-step';
import { StyleStep } from './steps/style-step';

const introCards = [
  {
    icon: Palette,
    title: 'Choose a style',
    text: 'Pick the look, then tell us the subject: your own idea or a quick pick.',
  },
  {
    icon: Sparkles,
    title: 'Make it yours',
    text: 'Where it goes, how big, black & gray or full color, and any extra details.',
  },
  {
    icon: Download,
    title: 'Get your designs',
    text: 'Four designs to download, each with a stencil you can take to an artist.',
  },
] as const;

/**
 * The AI design generator (spec §2): a welcome screen, five gated steps, then the designs. The screen is kept in
 * the URL so the browser's Back moves between steps; the answers live in the page.
 */
export function DesignGenerator() {
  const wizard = useWizardStep(RESULTS_STEP);
  const { answers, errors, setErrors, change } = useWizardAnswers(emptyAnswers);
  const [started, setStarted] = useState(false);
  // The URL can name a later screen than the answers allow: show the first step still waiting for an answer.
  const step = Math.min(wizard.step, firstOpenStep(answers));
  const generation = useDesignGeneration(step, wizard.goTo);
  // A refused gate's messages belong to its step; another step starts clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    setErrors({});
  }, [step]);

  const generate = () => void generation.generate(designRequestOf(answers));
  const next = () => {
    const found = gateErrors(step, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    if (step === DETAILS_STEP) generate();
    else wizard.goTo(step + 1);
  };

  if (step === 0) {
    return (
      <WizardIntro
        title="AI Tattoo Generator"
        note="Takes about 2 minutes to complete"
        cards={introCards}
        startLabel="Create Designs"
        focusTitle={started}
        onStart={() => {
          setStarted(true);
          wizard.goTo(1);
        }}
      />
    );
  }

  const { busy, progress, images, note } = generation;
  if (step === RESULTS_STEP) {
    return (
      <GeneratorStep
        step={step}
        onNext={generate}
        onBack={wizard.back}
        busy={busy}
        actions={busy ? <span /> : <ResultsActions style={answers.style} onMore={generate} />}
      >
        <DesignResults
          images={images}
          note={note}
          busy={busy}
          progress={progress}
          onPick={(subject) => {
            change({ subject });
            void generation.generate(designRequestOf({ ...answers, subject }));
          }}
        />
      </GeneratorStep>
    );
  }

  const fields = { answers, errors, onChange: change };
  return (
    <GeneratorStep
      step={step}
      onNext={next}
      onBack={wizard.back}
      busy={busy}
      {...(busy ? { actions: <GeneratingCard progress={progress} className="mt-10" /> } : {})}
    >
      {step === 1 ? <StyleStep {...fields} /> : null}
      {step === 2 ? <ConceptStep {...fields} /> : null}
      {step === 3 ? <PlacementStep {...fields} /> : null}
      {step === 4 ? <ColorStep {...fields} /> : null}
      {step === 5 ? <DetailsStep {...fields} /> : null}
    </GeneratorStep>
  );
}

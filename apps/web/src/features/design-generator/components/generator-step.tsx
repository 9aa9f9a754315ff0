import type { ReactNode } from 'react';
import { WizardFrame } from '@/components/wizard/wizard-frame';
import { DETAILS_STEP, STEP_COUNT, stepTitles } from '../utils/steps';

const descriptions: Record<number, string> = {
  1: 'Pick the look you are after.',
  2: 'What should the design show? Type your own idea or start from a quick pick.',
  3: 'Where it goes sets the shape of the design; the size sets how much detail it can hold.',
  5: 'Anything else it should have, then check your answers.',
  6: 'Four designs from your answers, each with a stencil for your artist.',
};

interface GeneratorStepProps {
  /** 1-based. */
  step: number;
  onNext: () => void;
  onBack: () => void;
  busy: boolean;
  /** Replaces Back / Continue: the generating card, or the designs' own buttons. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The wizard chrome with this wizard's count and texts: Back, 'Continue', and 'Generate Designs' on step 5. */
export function GeneratorStep({ step, onNext, onBack, busy, actions, children }: GeneratorStepProps) {
  return (
    <WizardFrame
      step={step}
      total={STEP_COUNT}
      title={stepTitles[step - 1] ?? ''}
      {...(descriptions[step] ? { description: descriptions[step] } : {})}
      pageTitle="AI Tattoo Generator"
      nextLabel={step === DETAILS_STEP ? 'Generate Designs' : 'Continue'}
      onNext={onNext}
      onBack={onBack}
      backDisabled={false}
      busy={busy}
      actions={actions}
    >
      {children}
    </WizardFrame>
  );
}

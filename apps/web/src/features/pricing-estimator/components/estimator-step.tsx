import type { ReactNode } from 'react';
import { WizardFrame } from '@/components/wizard/wizard-frame';
import { STEP_COUNT, stepTitles } from '../utils/steps';

interface EstimatorStepProps {
  /** 1-based. */
  step: number;
  onNext: () => void;
  onBack: () => void;
  /** An image is being prepared: Next waits for it. */
  busy: boolean;
  children: ReactNode;
}

/** The wizard chrome with this wizard's count and texts: 'Previous' (disabled on step 1), 'Next', 'Get Quote'. */
export function EstimatorStep({ step, onNext, onBack, busy, children }: EstimatorStepProps) {
  return (
    <WizardFrame
      step={step}
      total={STEP_COUNT}
      title={stepTitles[step - 1] ?? ''}
      pageTitle="Tattoo Pricing Estimator"
      nextLabel={busy ? 'Preparing...' : step === STEP_COUNT ? 'Get Quote' : 'Next'}
      onNext={onNext}
      onBack={onBack}
      backDisabled={step === 1}
      backLabel="Previous"
      busy={busy}
    >
      {children}
    </WizardFrame>
  );
}

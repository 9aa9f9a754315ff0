import type { ReactNode } from 'react';
import { WizardFrame } from '@/components/wizard/wizard-frame';
import type { ApplicationDraft } from '../utils/draft';
import { STEP_COUNT, stepTitles } from '../utils/steps';

/** What every form step gets from the wizard: the draft so far, and where to send its values. */
export interface StepProps {
  draft: ApplicationDraft;
  /** Called with the step's values once they are valid; the wizard merges them and moves on. */
  onNext: (values: Partial<ApplicationDraft>) => void;
  /** Called with the step's values as they are (valid or not), so nothing typed is lost going back. */
  onBack: (values: Partial<ApplicationDraft>) => void;
  /** Keeps the step's values without moving: called as the step goes away (e.g. the browser's Back). */
  onSave: (values: Partial<ApplicationDraft>) => void;
}

interface ApplicationStepProps {
  /** 1-based. */
  step: number;
  onNext: () => void;
  onBack: () => void;
  /** An upload or a check is running: the forward button waits and says so. */
  busy?: boolean;
  /** The forward button's text; 'Continue' unless the step says otherwise (spec §2). */
  nextLabel?: string;
  children: ReactNode;
}

/** The wizard chrome with this wizard's count, titles and rules (Back disabled on step 1). */
export function ApplicationStep({ step, onNext, onBack, busy, nextLabel, children }: ApplicationStepProps) {
  return (
    <WizardFrame
      step={step}
      total={STEP_COUNT}
      title={stepTitles[step - 1] ?? ''}
      pageTitle="Artist application"
      nextLabel={nextLabel ?? (busy ? 'Uploading...' : 'Continue')}
      onNext={onNext}
      onBack={onBack}
      backDisabled={step === 1}
      busy={busy ?? false}
    >
      {children}
    </WizardFrame>
  );
}

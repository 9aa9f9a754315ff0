import { useRef, useState } from 'react';
import { useWizardStep } from '@/components/wizard/use-wizard-step';
import { LEAVE_APPLICATION, useLeaveGuard } from '@/lib/use-leave-guard';
import { saveDraft, useKeepDraft, usePersistedDraft } from '@/lib/use-persisted-draft';
import { type ApplicationDraft, emptyDraft } from '../utils/draft';
import { ARTIST_DRAFT, STEP_COUNT } from '../utils/steps';
import { ArtistIntro } from './artist-intro';
import { ContactStep } from './contact-step';
import { PoliciesStep } from './policies-step';
import { PreviewStep } from './preview-step';
import { StyleStep } from './style-step';
import { WelcomeStep } from './welcome-step';
import { WorkStep } from './work-step';

/**
 * The artist application (spec §2, §4): the intro, then six steps. Each step validates its own fields and
 * hands its values up; the draft collects them, so Back and Next never lose anything typed. The draft and the
 * furthest step are kept in the tab (never the password), so a reload comes back to the same step and answers.
 * `signedInEmail`: the account a new profile would join (see ExistingAccountNote); `started`: opened from the
 * intro's start (ArtistApplicationEntry), so step 1 is reached.
 */
export function ArtistApplication({
  signedInEmail,
  started,
}: {
  signedInEmail: string | null;
  started: boolean;
}) {
  // 0 is the intro screen; 1-6 are the steps, kept in the URL so the browser's Back moves between them.
  const kept = usePersistedDraft<ApplicationDraft>(ARTIST_DRAFT);
  const wizard = useWizardStep(STEP_COUNT, Math.max(kept.restored?.reached ?? 0, started ? 1 : 0));
  const { step } = wizard;
  const [draft, setDraft] = useState<ApplicationDraft>(() =>
    kept.restored ? { ...emptyDraft, ...kept.restored.answers } : emptyDraft,
  );
  const latest = useRef(draft);
  // Also on the intro once a step was saved: the browser's Back can lead there from a step.
  const guard = useLeaveGuard(step > 0 || draft !== emptyDraft, LEAVE_APPLICATION);

  useKeepDraft(kept, { answers: draft, step, reached: wizard.reached }, step > 0 || draft !== emptyDraft);
  const save = (values: Partial<ApplicationDraft>) => {
    latest.current = { ...latest.current, ...values };
    setDraft(latest.current);
    // At once too: a step saves as the page goes (a reload), when no render would come to keep it.
    saveDraft(ARTIST_DRAFT, { answers: latest.current, step, reached: wizard.reached });
  };
  const next = (values: Partial<ApplicationDraft>) => {
    save(values);
    wizard.goTo(step + 1);
  };
  const back = (values: Partial<ApplicationDraft>) => {
    save(values);
    wizard.back();
  };
  const nav = { draft, onNext: next, onBack: back, onSave: save };
  const submitted = () => {
    kept.clear();
    guard.release();
  };

  switch (step) {
    case 0:
      return <ArtistIntro onStart={() => wizard.goTo(1)} />;
    case 1:
      return <WelcomeStep {...nav} />;
    case 2:
      return <StyleStep {...nav} />;
    case 3:
      return <WorkStep {...nav} />;
    case 4:
      return <ContactStep {...nav} signedInEmail={signedInEmail} />;
    case 5:
      return <PoliciesStep {...nav} />;
    default:
      return <PreviewStep draft={draft} onBack={wizard.back} onSubmitted={submitted} />;
  }
}

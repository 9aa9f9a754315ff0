import { Images, Send, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useWizardStep } from '@/components/wizard/use-wizard-step';
import { WizardIntro } from '@/components/wizard/wizard-intro';
import { LEAVE_APPLICATION, useLeaveGuard } from '@/lib/use-leave-guard';
import { saveDraft, useKeepDraft, usePersistedDraft } from '@/lib/use-persisted-draft';
import { type ApplicationDraft, emptyDraft } from '../utils/draft';
import { STEP_COUNT } from '../utils/steps';
import { ContactStep } from './contact-step';
import { PoliciesStep } from './policies-step';
import { PreviewStep } from './preview-step';
import { StyleStep } from './style-step';
import { WelcomeStep } from './welcome-step';
import { WorkStep } from './work-step';

/** Where the application's draft is kept in the tab. */
const DRAFT_NAME = 'application:artist';

const introCards = [
  {
    icon: UserRound,
    title: 'Tell us about yourself',
    text: 'Your name, photo, styles and where clients can find you.',
  },
  { icon: Images, title: 'Show off your work', text: 'Upload 5-10 of your best tattoos.' },
  { icon: Send, title: 'Finish and submit', text: 'Our team reviews every application within 24-48 hours.' },
] as const;

/**
 * The artist application (spec §2, §4): the intro, then six steps. Each step validates its own fields and
 * hands its values up; the draft collects them, so Back and Next never lose anything typed. The draft and the
 * furthest step are kept in the tab (never the password), so a reload comes back to the same step and answers.
 */
/** `signedInEmail`: the account a new profile would join (see ExistingAccountNote). */
export function ArtistApplication({ signedInEmail }: { signedInEmail: string | null }) {
  // 0 is the intro screen; 1-6 are the steps, kept in the URL so the browser's Back moves between them.
  const kept = usePersistedDraft<ApplicationDraft>(DRAFT_NAME);
  const wizard = useWizardStep(STEP_COUNT, kept.restored?.reached);
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
    saveDraft(DRAFT_NAME, { answers: latest.current, step, reached: wizard.reached });
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
      return (
        <WizardIntro
          title="Apply to Inkbook"
          note="Takes about 5 minutes to complete"
          cards={introCards}
          onStart={() => wizard.goTo(1)}
        />
      );
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

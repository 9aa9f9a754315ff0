import { Images, Send, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useWizardStep } from '@/components/wizard/use-wizard-step';
import { WizardIntro } from '@/components/wizard/wizard-intro';
import { LEAVE_APPLICATION, useLeaveGuard } from '@/lib/use-leave-guard';
import { type ApplicationDraft, emptyDraft } from '../utils/draft';
import { STEP_COUNT } from '../utils/steps';
import { ContactStep } from './contact-step';
import { PoliciesStep } from './policies-step';
import { PreviewStep } from './preview-step';
import { StyleStep } from './style-step';
import { WelcomeStep } from './welcome-step';
import { WorkStep } from './work-step';

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
 * hands its values up; the draft collects them, so Back and Next never lose anything typed.
 */
/** `signedInEmail`: the account a new profile would join (see ExistingAccountNote). */
export function ArtistApplication({ signedInEmail }: { signedInEmail: string | null }) {
  // 0 is the intro screen; 1-6 are the steps, kept in the URL so the browser's Back moves between them.
  const wizard = useWizardStep(STEP_COUNT);
  const { step } = wizard;
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  // Also on the intro once a step was saved: the browser's Back can lead there from a step.
  const guard = useLeaveGuard(step > 0 || draft !== emptyDraft, LEAVE_APPLICATION);

  const save = (values: Partial<ApplicationDraft>) => setDraft((current) => ({ ...current, ...values }));
  const next = (values: Partial<ApplicationDraft>) => {
    save(values);
    wizard.goTo(step + 1);
  };
  const back = (values: Partial<ApplicationDraft>) => {
    save(values);
    wizard.back();
  };
  const nav = { draft, onNext: next, onBack: back, onSave: save };

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
      return <PreviewStep draft={draft} onBack={wizard.back} onSubmitted={guard.release} />;
  }
}

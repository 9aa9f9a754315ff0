import { Info } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useSubmitApplication } from '../api/submit-application';
import type { ApplicationDraft } from '../utils/draft';
import { ApplicationStep } from './application-step';
import { ProfilePreview } from './profile-preview';

interface PreviewStepProps {
  draft: ApplicationDraft;
  onBack: () => void;
  /** Called once the application is in, before leaving for the landing page. */
  onSubmitted: () => void;
}

/** Step 6: the profile as it will look, then 'Submit for Review' (spec §2, §8 'Artist registration'). */
export function PreviewStep({ draft, onBack, onSubmitted }: PreviewStepProps) {
  const navigate = useNavigate();
  const submission = useSubmitApplication();

  const submit = () => {
    // The steps already require both; this guards the request itself (spec §4).
    if (draft.portfolioImages.length === 0) {
      toast.error('Missing Portfolio', {
        description: 'Please go back and upload at least one portfolio image.',
      });
      return;
    }
    if (draft.tattooStyles.length === 0) {
      toast.error('Missing Styles', { description: 'Please go back and select at least one style.' });
      return;
    }
    submission.mutate(draft, {
      onSuccess: () => {
        onSubmitted();
        void navigate(paths.onboardingSubmitted, { state: { email: draft.email } });
      },
    });
  };

  return (
    <ApplicationStep
      step={6}
      busy={submission.isPending}
      nextLabel={submission.isPending ? 'Submitting...' : 'Submit for Review'}
      onNext={submit}
      onBack={onBack}
    >
      <ProfilePreview draft={draft} />
      <p className="flex gap-3 rounded-xl border border-line bg-paper-deep p-4 text-sm text-ink-soft">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        This is how your profile will look to clients once it's approved. You can edit it any time later in
        your artist dashboard.
      </p>
    </ApplicationStep>
  );
}

import { DeferredWizard } from '@/components/wizard/deferred-wizard';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { STUDIO_DRAFT } from '../utils/studio-steps';
import { StudioIntro } from './studio-intro';

const wizard = lazyWhenIdle(async () => (await import('./studio-application')).StudioApplication);

/** /studio-onboarding: the intro at once, the application's steps from their own code (DeferredWizard). */
export function StudioApplicationEntry({ signedInEmail }: { signedInEmail: string | null }) {
  return (
    <DeferredWizard
      draftName={STUDIO_DRAFT}
      preload={wizard.preload}
      intro={(start, starting) => <StudioIntro onStart={start} starting={starting} />}
      wizard={(started) => <wizard.Component signedInEmail={signedInEmail} started={started} />}
    />
  );
}

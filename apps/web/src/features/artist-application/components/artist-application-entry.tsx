import { DeferredWizard } from '@/components/wizard/deferred-wizard';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { ARTIST_DRAFT } from '../utils/steps';
import { ArtistIntro } from './artist-intro';

const wizard = lazyWhenIdle(async () => (await import('./artist-application')).ArtistApplication);

/** /onboarding: the intro at once, the application's steps from their own code (DeferredWizard). */
export function ArtistApplicationEntry({ signedInEmail }: { signedInEmail: string | null }) {
  return (
    <DeferredWizard
      draftName={ARTIST_DRAFT}
      preload={wizard.preload}
      intro={(start, starting) => <ArtistIntro onStart={start} starting={starting} />}
      wizard={(started) => <wizard.Component signedInEmail={signedInEmail} started={started} />}
    />
  );
}

import { ArtistApplication } from '@/features/onboarding/components/artist-application';

/** Spec §2 /onboarding (and /onboard, redirected here): the artist application wizard. */
export default function OnboardingRoute() {
  return <ArtistApplication />;
}

import { useMe } from '@/features/auth/api/get-me';
import { ArtistApplication } from '@/features/onboarding/components/artist-application';

/** Spec §2 /onboarding (and /onboard, redirected here): the artist application wizard. */
export default function OnboardingRoute() {
  const { user } = useMe();
  return <ArtistApplication signedInEmail={user?.email ?? null} />;
}

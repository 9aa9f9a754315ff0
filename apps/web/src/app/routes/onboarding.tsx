import { ArtistApplication } from '@/features/artist-application/components/artist-application';
import { useMe } from '@/features/auth/api/get-me';

/** Spec §2 /onboarding (and /onboard, redirected here): the artist application wizard. */
export default function OnboardingRoute() {
  const { user } = useMe();
  return <ArtistApplication signedInEmail={user?.email ?? null} />;
}

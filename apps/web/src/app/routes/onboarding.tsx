import { ArtistApplicationEntry } from '@/features/artist-application/components/artist-application-entry';
import { useMe } from '@/features/auth/api/get-me';

/** Spec §2 /onboarding (and /onboard, redirected here): the artist application wizard. */
export default function OnboardingRoute() {
  const { user } = useMe();
  return <ArtistApplicationEntry signedInEmail={user?.email ?? null} />;
}

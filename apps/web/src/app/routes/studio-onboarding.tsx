import { useMe } from '@/features/auth/api/get-me';
import { StudioOnboarding } from '@/features/studio-application/components/studio-onboarding';

export default function StudioOnboardingRoute() {
  const { user } = useMe();
  return <StudioOnboarding signedInEmail={user?.email ?? null} />;
}

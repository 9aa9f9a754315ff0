import { useMe } from '@/features/auth/api/get-me';
import { StudioApplicationEntry } from '@/features/studio-application/components/studio-application-entry';

export default function StudioOnboardingRoute() {
  const { user } = useMe();
  return <StudioApplicationEntry signedInEmail={user?.email ?? null} />;
}

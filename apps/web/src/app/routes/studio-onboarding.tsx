import { StudioOnboarding } from '@/features/studio-onboarding/components/studio-onboarding';

export default function StudioOnboardingRoute() {
  return <StudioOnboarding />;
}

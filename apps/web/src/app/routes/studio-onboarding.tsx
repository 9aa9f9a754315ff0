import { StubPage } from '@/components/layouts/stub-page';

export default function StudioOnboardingRoute() {
  return <StubPage title="Claim your studio" />;
}

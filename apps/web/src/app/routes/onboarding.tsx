import { StubPage } from '@/components/layouts/stub-page';

export default function OnboardingRoute() {
  return <StubPage title="Apply to Inkbook" />;
}

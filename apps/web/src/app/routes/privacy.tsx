import { StubPage } from '@/components/layouts/stub-page';

export default function PrivacyRoute() {
  return <StubPage title="Privacy Policy" />;
}

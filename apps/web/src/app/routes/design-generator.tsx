import { StubPage } from '@/components/layouts/stub-page';

export default function DesignGeneratorRoute() {
  return <StubPage title="AI Tattoo Generator" />;
}

import { StubPage } from '@/components/layouts/stub-page';

export default function ApplyRoute() {
  return <StubPage title="Join Inkbook" />;
}

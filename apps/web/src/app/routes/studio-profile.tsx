import { StubPage } from '@/components/layouts/stub-page';

export default function StudioProfileRoute() {
  return <StubPage title="Studio Profile" />;
}

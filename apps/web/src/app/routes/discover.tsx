import { StubPage } from '@/components/layouts/stub-page';

export default function DiscoverRoute() {
  return <StubPage title="Discover" />;
}

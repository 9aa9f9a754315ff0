import { StubPage } from '@/components/layouts/stub-page';

export default function ArtistProfileRoute() {
  return <StubPage title="Artist Profile" />;
}

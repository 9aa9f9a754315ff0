import { StubPage } from '@/components/layouts/stub-page';

export default function ArtistsRoute() {
  return <StubPage title="Tattoo Artists" />;
}

import { StubPage } from '@/components/layouts/stub-page';

export default function ArtistEditRoute() {
  return <StubPage title="Edit Artist Profile" />;
}

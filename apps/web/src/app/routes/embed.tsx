import { StubPage } from '@/components/layouts/stub-page';

export default function EmbedRoute() {
  return <StubPage title="Artist Card" />;
}

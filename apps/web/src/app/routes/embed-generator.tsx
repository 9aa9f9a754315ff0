import { StubPage } from '@/components/layouts/stub-page';

export default function EmbedGeneratorRoute() {
  return <StubPage title="Widget Generator" />;
}

import { StubPage } from '@/components/layouts/stub-page';

export default function StudiosRoute() {
  return <StubPage title="Tattoo Studios" />;
}

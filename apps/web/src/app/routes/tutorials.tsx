import { StubPage } from '@/components/layouts/stub-page';

export default function TutorialsRoute() {
  return <StubPage title="Video Tutorials" />;
}

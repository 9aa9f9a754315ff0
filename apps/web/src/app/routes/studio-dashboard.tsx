import { StubPage } from '@/components/layouts/stub-page';

export default function StudioDashboardRoute() {
  return <StubPage title="Studio Dashboard" />;
}

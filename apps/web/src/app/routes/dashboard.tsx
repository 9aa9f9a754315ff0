import { StubPage } from '@/components/layouts/stub-page';

export default function DashboardRoute() {
  return <StubPage title="Artist Dashboard" />;
}

import { StubPage } from '@/components/layouts/stub-page';

export default function AdminRoute() {
  return <StubPage title="Admin Dashboard" />;
}

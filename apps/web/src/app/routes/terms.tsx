import { StubPage } from '@/components/layouts/stub-page';

export default function TermsRoute() {
  return <StubPage title="Terms of Service" />;
}

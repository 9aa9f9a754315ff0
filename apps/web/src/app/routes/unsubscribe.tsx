import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { InvalidLink, Unsubscribe } from '@/features/notifications/components/unsubscribe';

/** /unsubscribe?token=: the page an email's unsubscribe link opens; public (the token is the only key). */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Unsubscribe" />
      {token ? <Unsubscribe key={token} token={token} /> : <InvalidLink />}
    </section>
  );
}

import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { SignInFirst } from '@/features/auth/components/sign-in-first';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** /notifications: every notification of the signed-in person (issue 22 item 7); signed out, sign in first. */
export default function NotificationsRoute() {
  const { user, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!user) return <SignInFirst next={paths.notifications} />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Notifications" />
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">Notifications</h1>
      <p className="mt-3 text-muted">
        Everything that happened to your inquiries, applications and studio.{' '}
        <Link to={paths.notificationSettings} className="font-medium text-ink underline underline-offset-4">
          Email settings
        </Link>
      </p>
      <div className="mt-10">
        <NotificationList />
      </div>
    </section>
  );
}

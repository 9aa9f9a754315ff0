import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { SignInFirst } from '@/features/auth/components/sign-in-first';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';

/** /settings/notifications: which emails the signed-in person gets (issue 22 item 8); signed out, sign in first. */
export default function NotificationSettingsRoute() {
  const { user, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!user) return <SignInFirst next={paths.notificationSettings} />;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Notification settings" />
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">Notification settings</h1>
      <p className="mt-3 text-muted">
        Choose which emails you get. Your notifications in the app are always kept.
      </p>
      <div className="mt-10">
        <NotificationSettings accountRole={user.role} />
      </div>
    </section>
  );
}

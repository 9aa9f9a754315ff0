import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AccountSettings } from '@/features/account/components/account-settings';
import { useMe } from '@/features/auth/api/get-me';
import { SignInFirst } from '@/features/auth/components/sign-in-first';

/** /settings/account: download my data, delete my account (issue 27 item 5); signed out, sign in first. */
export default function AccountSettingsRoute() {
  const { user, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!user) return <SignInFirst next={paths.accountSettings} />;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Account settings" />
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">Account settings</h1>
      <p className="mt-3 text-muted">
        Signed in as <span className="font-medium text-ink">{user.email}</span>. Take a copy of your data, or
        delete your account.
      </p>
      <div className="mt-10">
        <AccountSettings role={user.role} />
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isRefused, useUnsubscribe, useUnsubscribeDescription } from '../api/unsubscribe';
import { categoryCopy } from '../utils/categories';

const preferencesLink = (
  <Link to={paths.notificationSettings} className="font-medium underline underline-offset-4">
    your notification settings
  </Link>
);

/** A link without a token, or with one the server refuses (forged, altered, from another site). */
export function InvalidLink() {
  return (
    <div role="alert" className="flex flex-col gap-3">
      <h1 className="font-display text-3xl font-semibold">This link is not valid</h1>
      <p className="text-muted">
        This link is not valid or has been changed. Use the link in your latest email, or choose what you
        receive in {preferencesLink}.
      </p>
    </div>
  );
}

/**
 * `/unsubscribe?token=` (issue 22 item 8): a link from an email's footer, without a session. It says what will stop
 * and for which address, and stops it on one click; a forged or altered token is refused and changes nothing.
 */
export function Unsubscribe({ token }: { token: string }) {
  const description = useUnsubscribeDescription(token);
  const unsubscribe = useUnsubscribe();

  if (description.isPending) {
    return (
      <div role="status" aria-label="Checking your link" className="flex flex-col gap-3">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-full" />
      </div>
    );
  }
  if (description.isError || (unsubscribe.isError && isRefused(unsubscribe.error))) {
    if (description.isError && !isRefused(description.error)) {
      return (
        <p role="alert" className="rounded-xl border border-accent/30 bg-accent-soft p-4 text-accent-strong">
          We could not check this link just now. Please try again in a minute.
        </p>
      );
    }
    return <InvalidLink />;
  }

  const { category, email } = unsubscribe.data ?? description.data;
  const topic = categoryCopy[category].topic;
  if (unsubscribe.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-semibold">You are unsubscribed</h1>
        <p className="text-muted">
          {email} will no longer get emails about {topic}. You will still see them in the app. Changed your
          mind? Turn them back on in {preferencesLink}.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-3xl font-semibold">Unsubscribe from {topic} emails</h1>
      <p className="text-muted">
        {email} will stop getting emails about {topic}. Other emails, and the notifications in the app, stay
        as they are.
      </p>
      {unsubscribe.isError ? (
        <p role="alert" className="text-sm text-accent-strong">
          That did not go through. Please try again.
        </p>
      ) : null}
      <Button
        variant="accent"
        className="self-start"
        isLoading={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate(token)}
      >
        Unsubscribe
      </Button>
    </div>
  );
}

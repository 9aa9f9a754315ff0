import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { LinkExpired } from './link-expired';
import { SuccessNote } from './success-note';

/** /verify-email?token=: confirms the address as the page opens, then says how it went. */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const verification = useVerifyEmail(token);
  // A 400 is the link itself (used, expired, altered); anything else may pass on a second try.
  if (!token || (isApiError(verification.error) && verification.error.status === 400)) return <LinkExpired />;
  if (verification.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <div role="status">
          <SuccessNote>Your email is confirmed. Thank you! We'll write to you at this address.</SuccessNote>
        </div>
        <Link to={paths.home} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
          Continue to Inkbook
        </Link>
      </div>
    );
  }
  if (verification.isError) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert message="We couldn't confirm your email just now. Check your connection and try again." />
        <Button
          size="lg"
          className="w-full"
          isLoading={verification.isFetching}
          onClick={() => void verification.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-muted">
      <Spinner label="" />
      Confirming your email…
    </p>
  );
}

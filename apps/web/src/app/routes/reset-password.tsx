import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LinkExpired } from '@/features/auth/components/link-expired';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** Opened from a reset email (`?token=`); without a token the link was cut short, which reads as expired. */
export default function ResetPasswordRoute() {
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard title="Set a new password" description="Choose a new password for your account.">
      {token ? <ResetPasswordForm token={token} /> : <LinkExpired />}
    </AuthCard>
  );
}

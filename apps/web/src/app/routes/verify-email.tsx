import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';

/** Opened from a verification email (`?token=`). */
export default function VerifyEmailRoute() {
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard title="Confirm your email">
      <VerifyEmailStatus token={token} />
    </AuthCard>
  );
}

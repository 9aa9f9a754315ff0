import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Forgot password?"
      description="Enter your account's email and we'll send you a link to set a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
